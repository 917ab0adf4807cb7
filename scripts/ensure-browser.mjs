// Finds a Chromium for Playwright; installs Debian's when it is missing and we are root (CI runs as root).
import { ensureDebianTool } from "./ensure-debian.mjs";

export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function ensureChromium() {
  return ensureDebianTool({ label: "Chromium", envVar: "CHROMIUM_PATH", candidates: CHROMIUM_CANDIDATES, pkg: "chromium" });
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
