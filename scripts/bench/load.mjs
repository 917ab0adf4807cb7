// `npm run bench -- load`: requests per second for /, a city page and a promo in both markets, from
//   origin        the standalone server (npm run start:standalone), host proxy included
//   no proxy      the same build with the host proxy unregistered, asked for the already rewritten /nz/… path
//   edge          the shipped nginx edge (deploy/edge.conf.template) in front of the origin, cache warm
//   static        nginx serving a copy of the exact bytes the edge returns, from disk, over the same TLS
// Those four get no Accept-Encoding, so every door returns the same plain bytes. Then a real browser's
// Accept-Encoding (gzip, deflate, br, zstd):
//   edge (browser)   the edge, serving the copy an instance compressed once per fill (the origin compresses, as
//                    instances behind the edge do)
//   gzip_static      nginx serving the same page pre-compressed at level 9 (.html.gz beside it, gzip_static on)
// Needs a build: npm run build. Edge and static (and the browser pair) are measured BENCH_ROUNDS times (default
// 3), alternating, and their medians compared.
//   BENCH_SECONDS (default 8), BENCH_CONNECTIONS (50), BENCH_BASE_PORT (3300: origin, +1 no proxy; edge on
//   EDGE_HTTP_PORT/EDGE_HTTPS_PORT, default 8380/8343; static nginx on +2). Results: bench-results/load.json.
// BENCH_BASE_PORT defaults to PORT + 300.
import autocannon from "autocannon";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ensureNginx, startEdge } from "../edge.mjs";
import { request, startGroup, waitFor } from "../loopback.mjs";
import { HTTPS_ACCEPT_ENCODING } from "./observe.mjs";
import { benchPorts, ROOT as root } from "./shared.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const { base } = benchPorts();
const ports = { origin: base, noProxy: base + 1, static: base + 2, http: Number(process.env.EDGE_HTTP_PORT ?? 8380), https: Number(process.env.EDGE_HTTPS_PORT ?? 8343) };
const ROUTES = ["/", "/city/wellington", "/promo/palmy"];
const MARKETS = { nz: "flamingoscooters.co.nz", au: "flamingoscooters.com.au" };
const state = path.join(root, ".edge", "bench");
const standalone = path.join(root, ".next", "standalone");

/** The same build with the host proxy unregistered: a hard-linked copy whose function manifest omits it. */
function copyWithoutProxy() {
  const dir = path.join(state, "no-proxy");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(standalone, dir, { recursive: true, verbatimSymlinks: true });
  const manifest = path.join(dir, ".next", "server", "functions-config-manifest.json");
  const data = JSON.parse(fs.readFileSync(manifest, "utf8"));
  if (!data.functions?.["/_middleware"]) throw new Error("the build registers no proxy where this bench expects it");
  delete data.functions["/_middleware"];
  fs.writeFileSync(manifest, JSON.stringify(data));
  return dir;
}

function staticConfig(settings, dir) {
  return `pid ${state}/static.pid;
error_log stderr warn;
worker_processes auto;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;
  client_body_temp_path ${state}/static_tmp; proxy_temp_path ${state}/static_tmp; fastcgi_temp_path ${state}/static_tmp;
  uwsgi_temp_path ${state}/static_tmp; scgi_temp_path ${state}/static_tmp;
  gzip_static on;
  ssl_protocols TLSv1.2 TLSv1.3; ssl_session_cache shared:TLS:10m;
  server {
    listen ${ports.static} ssl http2;
    ssl_certificate ${settings.cert};
    ssl_certificate_key ${settings.key};
    root ${dir};
    default_type text/html;
  }
}
`;
}

/** The run with the median rate; failures are summed over every run, so none hides behind the median. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return { ...sorted[Math.floor(sorted.length / 2)], failed: runs.reduce((sum, run) => sum + run.failed, 0) };
}

const BROWSER = { "accept-encoding": HTTPS_ACCEPT_ENCODING };

async function measure(url, host, headers = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { host, ...headers }, servername: host });
  const failed = result.errors + result.timeouts + result.non2xx;
  return { rps: Math.round(result.requests.average), failed, bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)) };
}

export async function run() {
  if (!fs.existsSync(path.join(standalone, "server.js"))) {
    throw new Error("No standalone build: run npm start (it builds) or npm run build first.");
  }

  const groups = [];
  process.on("exit", () => groups.forEach((group) => group.stop("SIGKILL")));
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

  // Compression on, as behind the edge: the origin and no-proxy doors get no Accept-Encoding, so it costs them nothing.
  const env = { ...process.env, NODE_ENV: "production", SITE_COMPRESSION: "on", TRUSTED_PROXY_HOPS: "1", DATA_DIR: path.join(root, ".data", "bench") };
  fs.mkdirSync(path.join(state, "static_tmp"), { recursive: true });
  ensureNginx();
  const noProxyDir = copyWithoutProxy();
  groups.push(startGroup("npm", ["run", "start:standalone", "--silent"], { cwd: root, env: { ...env, PORT: String(ports.origin) } }));
  groups.push(startGroup("node", ["server.js"], { cwd: noProxyDir, env: { ...env, PORT: String(ports.noProxy) } }));
  const edge = startEdge({ ...process.env, EDGE_HTTP_PORT: String(ports.http), EDGE_HTTPS_PORT: String(ports.https), SITE_UPSTREAMS: `127.0.0.1:${ports.origin}`, EDGE_STATE_DIR: state, EDGE_STATIC_DIR: "", EDGE_CERT: "", EDGE_KEY: "" }, ["ignore", "ignore", "inherit"]);
  groups.push({ stop: edge.stop });
  await waitFor({ port: ports.origin, path: "/api/health" });
  await waitFor({ port: ports.noProxy, path: "/nz" });

  // The static copy: the bytes the edge returns, written to disk, served by a second nginx on the same TLS.
  const staticDir = path.join(state, "static-copy");
  fs.rmSync(staticDir, { recursive: true, force: true });
  const targets = [];
  for (const [market, host] of Object.entries(MARKETS)) {
    for (const route of ROUTES) {
      const page = await waitFor({ port: ports.https, tls: true, host, path: route });
      if (page.status !== 200) throw new Error(`${host}${route} answered ${page.status} through the edge`);
      const file = `/${market}${route === "/" ? "/index" : route}.html`;
      fs.mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
      fs.writeFileSync(path.join(staticDir, file), page.raw);
      const gz = zlib.gzipSync(page.raw, { level: 9 });
      fs.writeFileSync(path.join(staticDir, `${file}.gz`), gz);
      // The browser's copy through the edge: what an instance compressed, served from the edge's cache.
      const browser = await request({ port: ports.https, tls: true, host, path: route, headers: BROWSER });
      const encoding = browser.headers["content-encoding"] ?? "none";
      targets.push({ market, host, route, file, bytes: page.raw.length, gzBytes: gz.length, browserBytes: browser.raw.length, encoding });
    }
  }
  const staticConf = path.join(state, "static.conf");
  fs.writeFileSync(staticConf, staticConfig(edge.settings, staticDir));
  groups.push(startGroup(ensureNginx(), ["-e", "stderr", "-p", state, "-c", staticConf, "-g", "daemon off;"]));
  await waitFor({ port: ports.static, tls: true, path: targets[0].file });

  const rows = [];
  for (const target of targets) {
    const noProxyPath = `/${target.market}${target.route === "/" ? "" : target.route}`;
    const check = await request({ port: ports.noProxy, host: target.host, path: noProxyPath });
    if (check.status !== 200) throw new Error(`${noProxyPath} answered ${check.status} without the proxy`);
    const row = { market: target.market, route: target.route, bytes: target.bytes };
    row.origin = await measure(`http://127.0.0.1:${ports.origin}${target.route}`, target.host);
    row.noProxy = await measure(`http://127.0.0.1:${ports.noProxy}${noProxyPath}`, target.host);
    // Edge and static alternate, round after round, and each keeps its median: a single pair of runs on two
    // cores swung by ±10% with whatever the machine did in between.
    const rounds = { edge: [], static: [], edgeBrowser: [], gzipStatic: [] };
    for (let round = 0; round < ROUNDS; round++) {
      rounds.edge.push(await measure(`https://127.0.0.1:${ports.https}${target.route}`, target.host));
      rounds.static.push(await measure(`https://127.0.0.1:${ports.static}${target.file}`, target.host));
      rounds.edgeBrowser.push(await measure(`https://127.0.0.1:${ports.https}${target.route}`, target.host, BROWSER));
      rounds.gzipStatic.push(await measure(`https://127.0.0.1:${ports.static}${target.file}`, target.host, BROWSER));
    }
    for (const [name, runs] of Object.entries(rounds)) row[name] = median(runs);
    row.rounds = Object.fromEntries(Object.entries(rounds).map(([name, runs]) => [name, runs.map((run) => run.rps)]));
    Object.assign(row, { gzBytes: target.gzBytes, browserBytes: target.browserBytes, encoding: target.encoding });
    rows.push(row);
    process.stderr.write(`measured ${target.market} ${target.route}\n`);
  }

  const ratio = (a, b) => (b ? `${Math.round((100 * a) / b)}%` : "–");
  console.log(
    `\nRequests per second, ${connections} connections, ${seconds} s each; edge and static the median of ${ROUNDS} alternating runs; ` +
      "plain bytes (no Accept-Encoding), then a browser's Accept-Encoding: gzip, deflate, br, zstd\n",
  );
  const header = ["market", "route", "kB", "origin", "no proxy", "edge", "static", "origin / no proxy", "edge / static",
    "browser kB (edge, encoding / level 9)", "edge (browser)", "gzip_static", "edge / gzip_static", "failed"];
  const table = rows.map((row) => [
    row.market, row.route, (row.bytes / 1024).toFixed(1), row.origin.rps, row.noProxy.rps, row.edge.rps, row.static.rps,
    ratio(row.origin.rps, row.noProxy.rps), ratio(row.edge.rps, row.static.rps),
    `${(row.browserBytes / 1024).toFixed(1)} ${row.encoding} / ${(row.gzBytes / 1024).toFixed(1)}`,
    row.edgeBrowser.rps, row.gzipStatic.rps, ratio(row.edgeBrowser.rps, row.gzipStatic.rps),
    row.origin.failed + row.noProxy.failed + row.edge.failed + row.static.failed + row.edgeBrowser.failed + row.gzipStatic.failed,
  ]);
  console.log(`| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const line of table) console.log(`| ${line.join(" | ")} |`);
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench-results", "load.json"), JSON.stringify({ seconds, connections, rounds: ROUNDS, rows }, null, 2));
  const slow = rows.filter((row) => row.edge.rps < 0.9 * row.static.rps);
  if (slow.length) console.log(`\nBelow 90% of nginx's static rate: ${slow.map((row) => `${row.market} ${row.route}`).join(", ")}`);
  const slowBrowser = rows.filter((row) => row.edgeBrowser.rps < 0.9 * row.gzipStatic.rps);
  if (slowBrowser.length) console.log(`\nBelow 90% of nginx's gzip_static rate: ${slowBrowser.map((row) => `${row.market} ${row.route}`).join(", ")}`);
  return 0;
}
