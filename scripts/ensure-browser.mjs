// Finds the browsers the scripts drive; installs Debian's package when one is missing and we are root (CI runs as
// root).
import browsers from "./browsers.cjs";
import { ensureDebianTool } from "./ensure-debian.mjs";

const { CHROMIUM_CANDIDATES, HEADLESS_SHELL_CANDIDATES } = browsers;

/** Full Chromium (Lighthouse, screenshots). */
export function ensureChromium() {
  return ensureDebianTool({ label: "Chromium", envVar: "CHROMIUM_PATH", candidates: CHROMIUM_CANDIDATES, pkg: "chromium" });
}

/** The tests' browser (the Playwright suite, the deploy tests); CHROMIUM_PATH picks another. */
export const TEST_BROWSER = {
  label: "Chromium's headless shell",
  envVar: "CHROMIUM_PATH",
  candidates: HEADLESS_SHELL_CANDIDATES,
  pkg: "chromium-headless-shell",
};
export const ensureTestBrowser = () => ensureDebianTool(TEST_BROWSER);

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
