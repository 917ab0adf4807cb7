// Finds a Chromium for Playwright; installs Debian's when it is missing and we are root (CI runs as root).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error("No Chromium found. Install Debian's browser first: sudo apt-get install -y chromium (or set CHROMIUM_PATH).");
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  const installed = findChromium();
  if (!installed) {
    console.error("apt-get finished but no Chromium binary was found.");
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
