// npm test: every test. The type check first (`next typegen` writes into .next, which a build starts by emptying);
// then, beside the browser suite's two builds, which leave a core idle much of the time: the Debian tools the suites
// drive (scripts/test-tools.mjs: on a clean machine, downloads) with the lint, then the unit tests; then the browser
// suite with the deploy tests beside it (scripts/e2e.mjs).
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { buildForE2e, readConfig, writeConfig } from "./e2e-builds.mjs";

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** A command as a child, its output shown as it comes; resolves to its exit code. */
const run = (command, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
const npm = (script) => run("npm", ["run", script]);

if (await npm("typecheck")) process.exit(1);
console.log(`[test] typecheck passed at ${elapsed()}`);

// The upstream build and Jest's broken-content build each put tsconfig.json back as they found it; side by side,
// one may find the other's edit. Once both are done the files are put back as they were before either.
const config = readConfig();
// The builds write to a file while the checks print; their output is shown after the checks', whole on a failure.
mkdirSync(".data", { recursive: true });
const buildLog = ".data/e2e-builds.log";
const fd = openSync(buildLog, "w");
const lines = [];
const [checks, builds] = await Promise.all([
  // The tools check (on a clean machine, apt downloads) beside the lint, which needs none of them; then Jest, which
  // needs redis-server.
  (async () => (await Promise.all([run("node", ["scripts/test-tools.mjs"]), npm("lint")])).find(Boolean) || (await npm("test:unit")))(),
  buildForE2e({ stdio: fd, log: (line) => lines.push(line) }).then(() => 0, (error) => (lines.push(String(error)), 1)),
]);
closeSync(fd);
writeConfig(config);
if (builds) console.log(readFileSync(buildLog, "utf8"));
for (const line of lines) console.log(line);
console.log(`[test] tools, lint and unit tests ${checks ? "FAILED" : "passed"}, builds ${builds ? "FAILED" : `made (${buildLog})`}, at ${elapsed()}`);
if (checks || builds) process.exit(1);

const code = await run("node", ["scripts/e2e.mjs"], { SKIP_BUILD: "1", E2E_WITH_EDGE: "1" });
console.log(`[test] ${code ? "FAILED" : "passed"} in ${elapsed()}`);
process.exit(code);
