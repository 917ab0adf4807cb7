// Shared by the deploy tests (node --test): the ports they use and site instances started as docs/deploy.md starts them.
import fs from "node:fs";
import path from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";
import { startEdge } from "../../scripts/edge.mjs";
import { startGroup, waitFor } from "../../scripts/loopback.mjs";

export { request, sleep, startGroup, waitFor } from "../../scripts/loopback.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const HOSTS = { nz: "flamingoscooters.co.nz", au: "flamingoscooters.com.au" };

/** Ports: instances next to the e2e server's, the edge on EDGE_HTTP_PORT / EDGE_HTTPS_PORT (test defaults). */
const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const PORTS = {
  // Clear of the browser suite's servers (E2E_PORT, +1 upstream, +5/+6 abuse-server), which run at the same time.
  instances: [e2ePort + 11, e2ePort + 12],
  http: Number(process.env.EDGE_HTTP_PORT ?? 8210),
  https: Number(process.env.EDGE_HTTPS_PORT ?? 8243),
  // The shared-cache test's facade server and Redis (REDIS_TEST_PORT, default E2E_PORT + 3000: 6210).
  facade: e2ePort + 14,
  redis: Number(process.env.REDIS_TEST_PORT ?? e2ePort + 3000),
};

/**
 * A production instance with its own data folder: `next start` of the build (NEXT_DIST_DIR picks a private copy),
 * behind the preload as every server runs, or an npm script (`start:standalone`, the server `npm start` runs).
 */
export async function startInstance(port, env = {}, script = null) {
  const command = script
    ? ["npm", ["run", script, "--silent"]]
    : [process.execPath, ["--require", "./server/trusted-proxy.cjs", "node_modules/next/dist/bin/next", "start", "-p", String(port)]];
  const instance = startGroup(...command, {
    cwd: root,
    // Loopback, as the README runs it (HOSTNAME is the address `npm start` binds).
    env: { PORT: String(port), HOSTNAME: "127.0.0.1", DATA_DIR: path.join(root, ".data", `deploy-${port}`), SITE_COMPRESSION: "off", RATE_LIMIT_FORMS_PER_MINUTE: "100000", RATE_LIMIT_PLAN_PER_MINUTE: "100000", RATE_LIMIT_PLAN_TRIES: "100000", RATE_LIMIT_PLAN_SUBJECT: "100000", RATE_LIMIT_APP_PER_MINUTE: "100000", RATE_LIMIT_READS_PER_MINUTE: "100000", RATE_LIMIT_VITALS_PER_ROUTE: "100000", ...env },
  });
  await waitFor({ port, path: "/api/health" });
  return instance;
}

/**
 * A private copy of the build `from` (without its cache and standalone folders) for an instance that must not share
 * a folder with the browser suite's servers: one that revalidates pages with content of its own (Next writes a
 * refreshed page over the build's files while the suite's server reads them), or one that must start from the build
 * as made. Returns the env that points `next start` at it (next.config.ts reads NEXT_DIST_DIR at start).
 */
export function privateBuild(name, from = ".next") {
  const source = path.join(root, from);
  const target = path.join(root, `.next-${name}`);
  fs.rmSync(target, { recursive: true, force: true });
  // Not the pages the browser suite's server has re-rendered meanwhile (server/route-cache, which Next reads before
  // the build's own): a private build starts from what was built, as a fresh deploy does.
  const skipped = new Set(["cache", "standalone", "server/route-cache"].map((folder) => path.join(source, folder)));
  fs.cpSync(source, target, { recursive: true, filter: (from) => !skipped.has(from) });
  return { NEXT_DIST_DIR: `.next-${name}` };
}

/** The environment for the shipped edge on the test ports, in front of instances on `ports`, its state in `stateDir`. */
export function edgeEnv(stateDir, ports, extra = {}) {
  return {
    ...process.env,
    EDGE_HTTP_PORT: String(PORTS.http),
    EDGE_HTTPS_PORT: String(PORTS.https),
    SITE_UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(","),
    EDGE_STATE_DIR: stateDir,
    EDGE_CERT: "",
    EDGE_KEY: "",
    EDGE_STATIC_DIR: "",
    ...extra,
  };
}

/**
 * The suite's before and after for a describe: two instances as they run behind the edge (compressing, trusting one
 * hop), the shipped edge in front of them with its error log in `errorLog`, all stopped afterwards.
 */
export function twoInstancesBehindEdge(stateDir, errorLog) {
  const running = [];
  let nginx;
  before(async () => {
    fs.rmSync(stateDir, { recursive: true, force: true });
    fs.mkdirSync(stateDir, { recursive: true });
    const behindEdge = { SITE_COMPRESSION: "on", TRUSTED_PROXY_HOPS: "1" };
    const [first, second] = PORTS.instances;
    running.push(...(await Promise.all([startInstance(first, behindEdge), startInstance(second, behindEdge)])));
    nginx = startEdge(edgeEnv(stateDir, [first, second]), ["ignore", "ignore", fs.openSync(errorLog, "w")]);
    await waitFor({ port: PORTS.https, tls: true, path: "/api/health" });
  });
  after(async () => {
    nginx?.stop();
    await Promise.all(running.map((instance) => instance.stop("SIGKILL")));
  });
}
