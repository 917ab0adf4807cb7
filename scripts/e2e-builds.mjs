// The two production builds the browser suite serves (playwright.config.ts): `.next`, the embedded facade, and
// `.next-upstream`, built with the operator's API down. Used by scripts/e2e.mjs, and by scripts/test.mjs, which
// makes them beside the lint and unit tests.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { addCompileHints } from "./compile-hints.mjs";

/**
 * The API-down build's deploy id (Next's deploymentId, as the Dockerfile sets it from DEPLOY_VERSION): production
 * builds carry one, and with it this build's scripts have other names than `.next`'s, so the deploy test
 * (tests/deploy/deploy-safety.test.mjs) can go live with a copy of it as its second build instead of making one.
 */
export const UPSTREAM_DEPLOY_VERSION = "e2e-upstream";

/** next build adds its build directory's types to these files; a second directory must not stay in them. */
const CONFIG_FILES = ["tsconfig.json", "next-env.d.ts"];

/** The config files as they are now, for writeConfig to put back. */
export const readConfig = () => CONFIG_FILES.map((name) => [name, readFileSync(name, "utf8")]);
export const writeConfig = (saved) => {
  for (const [name, text] of saved) writeFileSync(name, text);
};

/**
 * `npx next build` with `env`, then the compile hints `npm run build` adds (scripts/compile-hints.mjs), so the suite
 * serves the scripts production does; rejects when it fails. `stdio`: where its output goes, or [stdout, stderr].
 */
async function nextBuild(env, stdio) {
  // The land the maps draw, as npm run build makes it first (scripts/land.ts; quick when it is current).
  execFileSync(process.execPath, ["--import", "tsx", "scripts/land.ts"], { stdio: ["ignore", "ignore", "inherit"] });
  await new Promise((resolve, reject) => {
    const [out, err] = Array.isArray(stdio) ? stdio : [stdio, stdio];
    const child = spawn("npx", ["next", "build"], { stdio: ["ignore", out, err], env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`next build: ${signal ?? `exit ${code}`}`))));
  });
  addCompileHints(env.NEXT_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? ".next");
}

/** A build into a second directory (`env.NEXT_DIST_DIR`), with the config files put back as they were after it. */
export async function buildElsewhere(env, stdio = "inherit") {
  const saved = readConfig();
  try {
    await nextBuild(env, stdio);
  } finally {
    writeConfig(saved);
  }
}

/** Makes both builds, one after the other; `stdio` is where their output goes ("inherit", or a file descriptor). */
export async function buildForE2e({ stdio = "inherit", log = console.log } = {}) {
  const timed = async (label, task) => {
    const started = Date.now();
    await task();
    log(`[e2e] ${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  };
  // Types are `npm run typecheck`'s job (npm test runs it first); these builds are for the browser.
  const build = { BUILD_SKIP_TYPECHECK: "1" };
  await timed("build (embedded)", () => nextBuild(build, stdio));
  // Nothing listens on the discard port: every facade call fails at once, as with the API down.
  const upstream = { ...build, NEXT_DIST_DIR: ".next-upstream", FACADE_API_URL: "http://127.0.0.1:9", DEPLOY_VERSION: UPSTREAM_DEPLOY_VERSION };
  await timed("build (API down)", () => buildElsewhere(upstream, stdio));
}
