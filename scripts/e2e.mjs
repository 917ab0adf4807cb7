// End-to-end tests: a production build, served by `next start`, driven by Playwright in Debian's Chromium.
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";
import { ensureChromium } from "./ensure-browser.mjs";

const chromium = ensureChromium();
const run = (command, env = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });

rmSync(process.env.E2E_DATA_DIR ?? ".data/e2e", { recursive: true, force: true });
if (!process.env.SKIP_BUILD) run("npx next build");
run(`npx playwright test ${process.argv.slice(2).join(" ")}`, { CHROMIUM_PATH: chromium });
