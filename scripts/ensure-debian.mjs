// Finds a tool a test runner needs; installs Debian's package when it is missing and we are root (CI runs as root).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/** `envVar` (optional) names an explicit path; `candidates` are where Debian puts the file; `pkg` is what apt installs. */
export function ensureDebianTool({ label, envVar, candidates, pkg }) {
  const find = () => {
    if (envVar && process.env[envVar] && existsSync(process.env[envVar])) return process.env[envVar];
    return candidates.find((candidate) => existsSync(candidate));
  };
  const found = find();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(`No ${label} found. Install Debian's package first: sudo apt-get install -y ${pkg}${envVar ? ` (or set ${envVar})` : ""}.`);
    process.exit(1);
  }
  console.log(`${label} is missing: installing Debian's ${pkg} package…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: "inherit" });
  const installed = find();
  if (!installed) {
    console.error(`apt-get finished but no ${label} binary was found.`);
    process.exit(1);
  }
  return installed;
}
