// Finds the tools a test runner needs; installs Debian's packages for those missing when we are root (CI runs as root).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * A tool: `label` names it, `envVar` (optional) an explicit path, `candidates` where Debian puts the file, `pkg` the
 * package apt installs.
 * @typedef {{ label: string, envVar?: string, candidates: string[], pkg: string }} DebianTool
 */

/** @param {DebianTool} tool */
function find({ envVar, candidates }) {
  if (envVar && process.env[envVar] && existsSync(process.env[envVar])) return process.env[envVar];
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * Each tool's path, in order. The missing ones' packages are installed by one `apt-get update` and one
 * `apt-get install`: a clean machine (CI) lacks all seven packages of `npm test`, and one run each cost an index
 * download and a dpkg run apiece.
 * @param {DebianTool[]} tools
 */
export function ensureDebianTools(tools) {
  const missing = tools.filter((tool) => !find(tool));
  if (missing.length) {
    const packages = [...new Set(missing.map((tool) => tool.pkg))];
    if (process.getuid?.() !== 0) {
      const named = missing.map(({ label, envVar }) => `${label}${envVar ? ` (or set ${envVar})` : ""}`).join(", ");
      console.error(`Missing: ${named}. Install Debian's packages first: sudo apt-get install -y ${packages.join(" ")}.`);
      process.exit(1);
    }
    console.log(`${missing.map((tool) => tool.label).join(", ")} missing: installing Debian's ${packages.join(" ")}…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`, { stdio: "inherit" });
  }
  return tools.map((tool) => {
    const found = find(tool);
    if (!found) {
      console.error(`apt-get finished but no ${tool.label} binary was found.`);
      process.exit(1);
    }
    return found;
  });
}

/** @param {DebianTool} tool */
export const ensureDebianTool = (tool) => ensureDebianTools([tool])[0];
