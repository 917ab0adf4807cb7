// `npm run bench -- metrics`: what METRICS_PORT costs the origin. Two standalone instances of the same build, one with
// METRICS_PORT and one without, measured in turn (autocannon, no Accept-Encoding, as `load`'s origin column) for
// BENCH_ROUNDS rounds (default 8) of BENCH_SECONDS (default 4) each, so load elsewhere on the machine falls on both
// alike; the medians and their ratio are printed. On a shared machine throughput swings with the neighbours' load, so
// each run also reads the CPU time the instance's processes spent (/proc, Linux) per request served: the cost of the
// metrics themselves, whatever else runs. Ports: BENCH_BASE_PORT (PORT + 300) and +1, metrics on +2.
import autocannon from "autocannon";
import fs from "node:fs";
import path from "node:path";
import { request, startGroup, waitFor } from "../loopback.mjs";
import { cpuSeconds } from "../process-cpu.mjs";
import { benchPorts, median, ROOT as root } from "./shared.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 8));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const { base } = benchPorts();
const TARGETS = [["flamingoscooters.co.nz", "/city/wellington"], ["flamingoscooters.com.au", "/"]];

export async function run() {
  if (!fs.existsSync(path.join(root, ".next", "standalone", "server.js"))) {
    throw new Error("No standalone build: run npm start (it builds) or npm run build first.");
  }

  const env = { NODE_ENV: "production", SITE_COMPRESSION: "on", TRUSTED_PROXY_HOPS: "1", DATA_DIR: path.join(root, ".data", "bench"), METRICS_PORT: "" };
  const sides = [
    { name: "without METRICS_PORT", port: base, env },
    { name: "with METRICS_PORT", port: base + 1, env: { ...env, METRICS_PORT: String(base + 2) } },
  ];
  const groups = sides.map((side) => startGroup("npm", ["run", "start:standalone", "--silent"], { cwd: root, env: { ...side.env, PORT: String(side.port) } }));
  process.on("exit", () => groups.forEach((group) => group.stop("SIGKILL")));
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
  for (const side of sides) await waitFor({ port: side.port, path: "/api/health" });
  if ((await request({ port: base + 2, host: "127.0.0.1", path: "/metrics" })).status !== 200) throw new Error("no metrics on the second instance");

  for (const [host, route] of TARGETS) {
    const results = sides.map(() => []);
    const cpu = sides.map(() => []);
    for (const side of sides) await autocannon({ url: `http://127.0.0.1:${side.port}${route}`, connections, duration: 1, headers: { host } });
    for (let round = 0; round < rounds; round++) {
      // Alternating which goes first, so a trend in the machine's load does not favour one side.
      const order = round % 2 ? [1, 0] : [0, 1];
      for (const index of order) {
        const before = cpuSeconds(groups[index].child.pid);
        const result = await autocannon({ url: `http://127.0.0.1:${sides[index].port}${route}`, connections, duration: seconds, headers: { host } });
        if (result.non2xx + result.errors > 0) throw new Error(`${sides[index].name}: ${result.non2xx + result.errors} failed`);
        results[index].push(result.requests.average);
        cpu[index].push(((cpuSeconds(groups[index].child.pid) - before) * 1000) / Math.max(result.requests.total, 1));
      }
    }
    const [off, on] = results.map(median);
    const [cpuOff, cpuOn] = cpu.map(median);
    console.log(`${host}${route}: ${sides.map((side, i) => `${side.name} ${Math.round(median(results[i]))} req/s [${results[i].map(Math.round).join(" ")}], ${median(cpu[i]).toFixed(2)} CPU ms/request`).join("; ")}; throughput ratio ${(on / off * 100).toFixed(1)}%, CPU per request ${(cpuOn / cpuOff * 100).toFixed(1)}%`);
  }
  return 0;
}
