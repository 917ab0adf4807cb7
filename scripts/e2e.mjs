// End-to-end tests: production builds, served by `next start`, driven by Playwright in Debian's Chromium.
//
// Two modes (see playwright.config.ts): embedded (.next, the facade in process) and upstream (.next-upstream,
// built with the operator's API down, then served with FACADE_API_URL pointing at `npm run facade`).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { buildForE2e } from "./e2e-builds.mjs";
import { ensureTestBrowser } from "./ensure-browser.mjs";
import { ensureFirefox, ensureJava } from "./test-tools.mjs";

const chromium = ensureTestBrowser();
const java = ensureJava();
const firefox = ensureFirefox();
rmSync(process.env.E2E_DATA_DIR ?? ".data/e2e", { recursive: true, force: true });
// Pages re-rendered while serving are stored beside the build; a rerun (SKIP_BUILD=1) starts from the build's own.
for (const dist of [".next", ".next-upstream"]) rmSync(`${dist}/server/route-cache`, { recursive: true, force: true });
if (!process.env.SKIP_BUILD) await buildForE2e();

/** A command run beside another; resolves to its exit code. */
function runAsync(label, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => {
      console.log(`[e2e] ${label}: ${Math.round((Date.now() - started) / 1000)} s, ${signal ?? `exit ${code}`}`);
      resolve(code ?? 1);
    });
  });
}

// E2E_WITH_EDGE=1 (npm test): the deploy tests (npm run test:edge) run beside the browser suite on the same build.
// They are independent (ports of their own, private copies of the builds) and finish long before the suite's
// last, timing-sensitive project, which waits for every other project (playwright.config.ts).
const suites = [runAsync("playwright", "npx", ["playwright", "test", ...process.argv.slice(2)], { CHROMIUM_PATH: chromium, JAVA_PATH: java, FIREFOX_PATH: firefox })];
if (process.env.E2E_WITH_EDGE) suites.push(runAsync("edge", "node", ["scripts/test-edge.mjs"]));
const codes = await Promise.all(suites);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
