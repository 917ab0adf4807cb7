// node scripts/request-cost.mjs: the CPU an instance spends on each kind of request that reaches it past the edge
// (docs/security.md, What a client can cost). One standalone instance (compression on, as behind the edge), asked
// directly with what the edge would pass on (Accept-Encoding "br, gzip"); per kind, COST_REQUESTS (default 200)
// requests in turn, and the CPU time (user + system, /proc, Linux) of the instance's processes divided by them.
// COST_ROUNDS (default 3) rounds; the median is printed. Reads CPU time, not wall time, so other work on the machine
// slows it less than it slows a timing; it still shares caches and cores. Port: COST_PORT (3350).
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { request, startGroup, waitFor } from "./loopback.mjs";
import { cpuSeconds } from "./process-cpu.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.COST_PORT ?? 3350);
const count = Number(process.env.COST_REQUESTS ?? 200);
const rounds = Math.max(1, Number(process.env.COST_ROUNDS ?? 3));
// Next's own _rsc hash of the router headers, as its client computes it (a wrong one is answered with a redirect).
const { computeCacheBustingSearchParam } = createRequire(import.meta.url)("next/dist/shared/lib/router/utils/cache-busting-search-param.js");
const rscHash = await computeCacheBustingSearchParam(undefined, undefined, undefined, undefined);
const made = () => crypto.randomBytes(6).toString("hex");
const contact = () => JSON.stringify({ type: "general", name: "Cost Test", email: `cost.${made()}@example.co.nz`, message: "Measuring." });

/** Each kind: what the edge lets through to an instance. */
const KINDS = [
  ["a page (the edge's fill of a cached page)", () => ({ path: "/pricing" })],
  ["an RSC payload (a client navigation's fill)", () => ({ path: `/pricing?_rsc=${rscHash}`, headers: { rsc: "1" } })],
  ["a made-up path (404)", () => ({ path: `/made-up-${made()}` })],
  ["a one-time link's shell (/verify-plan/<token>)", () => ({ path: `/verify-plan/${made()}` })],
  ["a share image of a made-up name (/og/<x>.png)", () => ({ path: `/og/${made()}.png` })],
  ["a redirect (a trailing slash)", () => ({ path: "/about/" })],
  ["GET /api/health", () => ({ path: "/api/health" })],
  ["GET /api/facade/career (read cache)", () => ({ path: "/api/facade/career" })],
  ["POST /api/vitals (a beacon)", () => ({ path: "/api/vitals", method: "POST", body: JSON.stringify({ path: "/city/auckland", metrics: [{ name: "LCP", value: 1800 }] }) })],
  ["POST /api/facade/contact (refused: invalid)", () => ({ path: "/api/facade/contact", method: "POST", body: "{}" })],
  ["POST /api/facade/contact (stored)", () => ({ path: "/api/facade/contact", method: "POST", body: contact() })],
];

if (!fs.existsSync(path.join(root, ".next", "standalone", "server.js"))) {
  console.error("No standalone build: run npm run build first.");
  process.exit(1);
}
const dataDir = path.join(root, ".data", "request-cost");
fs.rmSync(dataDir, { recursive: true, force: true });
const env = {
  NODE_ENV: "production", SITE_COMPRESSION: "on", PORT: String(port), HOSTNAME: "127.0.0.1", DATA_DIR: dataDir,
  RATE_LIMIT_FORMS_PER_MINUTE: "1000000", RATE_LIMIT_VITALS_PER_MINUTE: "1000000", RATE_LIMIT_READS_PER_MINUTE: "1000000",
  STORE_MAX_CLIENT_BYTES_PER_DAY: "1000000000", STORE_MAX_RECORDS_PER_SENDER: "1000000",
};
const group = startGroup("npm", ["run", "start:standalone", "--silent"], { cwd: root, env });
process.on("exit", () => group.stop("SIGKILL"));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
await waitFor({ port, path: "/api/health" });

const send = (options) => request({ port, ...options, headers: { "accept-encoding": "br, gzip", ...options.headers }, timeoutMs: 30_000 });
const results = Object.fromEntries(KINDS.map(([name]) => [name, []]));
for (const [, make] of KINDS) for (let i = 0; i < 20; i++) await send(make());
for (let round = 0; round < rounds; round++) {
  for (const [name, make] of KINDS) {
    const before = cpuSeconds(group.child.pid);
    let status;
    for (let i = 0; i < count; i++) status = (await send(make())).status;
    results[name].push({ ms: ((cpuSeconds(group.child.pid) - before) * 1000) / count, status });
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`instance CPU per request, median of ${rounds} rounds of ${count} (ms):`);
for (const [name, runs] of Object.entries(results)) {
  console.log(`  ${median(runs.map((run) => run.ms)).toFixed(2).padStart(6)}  ${name} (status ${runs[0].status}; rounds ${runs.map((run) => run.ms.toFixed(2)).join(", ")})`);
}
process.exit(0);
