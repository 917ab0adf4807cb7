// The fuzzer at the door (issue 37, item 6): a few thousand generated requests (fuzz-requests.mjs: every control
// character encoded, %2F / %5C / dot segments, overlong and invalid UTF-8, mixed case, long and repeated headers,
// every method, bodies on GET) through the shipped edge over HTTP/1.1 and HTTP/2 to two real instances with
// metrics on. Afterwards no instance has left the pool (an honest request answers at once), nothing answered 5xx
// (but nginx's 505 to a request line of HTTP/2.0),
// and the metrics series stayed bounded. Loopback only; the count is fixed and each request has a timeout.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { startEdge } from "../../scripts/edge.mjs";
import { fuzzRequests } from "./fuzz-requests.mjs";
import { HOSTS, PORTS, edgeEnv, request, root, startInstance, waitFor } from "./harness.mjs";
import { http2Session, rawHttp1 } from "./raw-request.mjs";

const e2ePort = Number(process.env.E2E_PORT ?? 3210);
// As observability.test.mjs (the two never run at once: the deploy tests run one file at a time).
const METRICS_PORTS = [e2ePort + 21, e2ePort + 22];
const stateDir = path.join(root, ".edge", "fuzz-test");
const errorLog = path.join(stateDir, "error.log");
const [first, second] = PORTS.instances;
const SEED = Number(process.env.FUZZ_SEED ?? 37);
const COUNT = 2400;
const CONCURRENCY = 12;
/** Clients: the fuzz is spread over 32 addresses, so the per-client budgets let most of it reach an instance. */
const fuzzAddress = (index) => `127.0.5.${(index % 32) + 1}`;

const HTTP_SERIES = /^http_server_request_duration_seconds_count\{/;

async function seriesPerInstance() {
  const counts = [];
  for (const port of METRICS_PORTS) {
    const answer = await request({ port, host: "127.0.0.1", path: "/metrics" });
    assert.equal(answer.status, 200);
    const lines = answer.body.split("\n").filter((line) => HTTP_SERIES.test(line));
    const labels = (name) => [...new Set(lines.map((line) => line.match(new RegExp(`${name}="([^"]*)"`))?.[1]))];
    counts.push({ http: lines.length, bytes: answer.body.length, methods: labels("method"), statuses: labels("status_code") });
  }
  return counts;
}

/** Sends one generated case over HTTP/1.1; resolves with its status (0: the client library or the edge refused it). */
async function sendHttp1(fuzz, index) {
  const host = index % 2 ? HOSTS.au : HOSTS.nz;
  if (fuzz.raw) {
    const head = fuzz.raw.includes("\r\nHost:") ? fuzz.raw : `${fuzz.raw}\r\nHost: ${host}`;
    return (await rawHttp1({ host, head: `${head}\r\nConnection: close`, localAddress: fuzzAddress(index), timeoutMs: 15_000 })).status;
  }
  try {
    const answer = await request({ port: PORTS.https, tls: true, host, method: fuzz.method, path: fuzz.path, headers: fuzz.headers, body: fuzz.body, localAddress: fuzzAddress(index), timeoutMs: 15_000 });
    return answer.status;
  } catch {
    return 0;
  }
}

describe("the fuzzer at the door (issue 37)", () => {
  const running = [];
  let nginx;
  const seen = { h1: {}, h2: {} };
  const serverErrors = [];
  let before5xx;
  let seriesBefore;

  before(async () => {
    fs.rmSync(stateDir, { recursive: true, force: true });
    fs.mkdirSync(stateDir, { recursive: true });
    const env = (metricsPort) => ({ SITE_COMPRESSION: "on", TRUSTED_PROXY_HOPS: "1", METRICS_PORT: String(metricsPort), METRICS_HOST: "127.0.0.1" });
    running.push(...(await Promise.all([startInstance(first, env(METRICS_PORTS[0])), startInstance(second, env(METRICS_PORTS[1]))])));
    nginx = startEdge(edgeEnv(stateDir, [first, second]), ["ignore", "ignore", fs.openSync(errorLog, "w")]);
    await waitFor({ port: PORTS.https, tls: true, path: "/api/health" });
    // An honest visit first: the series a real visitor makes.
    for (const host of Object.values(HOSTS)) for (const route of ["/", "/about", "/api/health", "/made-up"]) await request({ port: PORTS.https, tls: true, host, path: route });
    seriesBefore = await seriesPerInstance();
    before5xx = Date.now();

    const cases = fuzzRequests(SEED, COUNT);
    const record = (protocol, fuzz, status) => {
      seen[protocol][status] = (seen[protocol][status] ?? 0) + 1;
      // 505 is nginx's own answer to a request line of HTTP/2.0 over HTTP/1.1, by design.
      if (status >= 500 && status !== 505) serverErrors.push({ protocol, status, ...fuzz, body: fuzz.body?.length, headers: Object.keys(fuzz.headers ?? {}) });
    };
    // Half over HTTP/1.1, CONCURRENCY at a time.
    const h1 = cases.filter((_, index) => index % 2 === 0);
    let nextH1 = 0;
    const h1Worker = async () => {
      for (let index = nextH1++; index < h1.length; index = nextH1++) record("h1", h1[index], await sendHttp1(h1[index], index));
    };
    // Half over HTTP/2: CONCURRENCY sessions from addresses of their own, each sending its share in turn.
    const h2 = cases.filter((fuzz, index) => index % 2 === 1 && !fuzz.raw);
    const h2Worker = async (worker) => {
      const client = http2Session({ host: worker % 2 ? HOSTS.au : HOSTS.nz, localAddress: `127.0.6.${worker + 1}` });
      for (let index = worker; index < h2.length; index += CONCURRENCY) {
        const fuzz = h2[index];
        const headers = Object.fromEntries(Object.entries(fuzz.headers).filter(([name]) => !["connection", "transfer-encoding"].includes(name)));
        const method = fuzz.method === "get" ? "GET" : fuzz.method;
        record("h2", fuzz, (await client.send({ method, path: fuzz.path, headers, body: fuzz.body })).status);
      }
      await client.close();
    };
    await Promise.all([...Array.from({ length: CONCURRENCY }, h1Worker), ...Array.from({ length: CONCURRENCY }, (_, worker) => h2Worker(worker))]);
  });

  after(async () => {
    nginx?.stop();
    await Promise.all(running.map((instance) => instance.stop("SIGKILL")));
  });

  it("sent thousands of requests over both protocols, most of them answered", (t) => {
    t.diagnostic(`seed ${SEED}, ${((Date.now() - before5xx) / 1000).toFixed(1)} s: HTTP/1.1 ${JSON.stringify(seen.h1)}; HTTP/2 ${JSON.stringify(seen.h2)}`);
    const total = (tally) => Object.values(tally).reduce((sum, count) => sum + count, 0);
    assert.ok(total(seen.h1) + total(seen.h2) >= 2000);
    assert.ok(total(seen.h2) - (seen.h2[0] ?? 0) >= 800, "HTTP/2 requests were answered");
  });

  it("answered nothing with a 5xx", () => {
    assert.deepEqual(serverErrors.slice(0, 5), [], `${serverErrors.length} answers were 5xx`);
  });

  it("left both instances in the pool: an honest request from a new client answers at once", async () => {
    for (const host of Object.values(HOSTS)) {
      for (let i = 0; i < 4; i++) {
        const started = performance.now();
        const answer = await request({ port: PORTS.https, tls: true, host, path: "/api/health", localAddress: "127.0.7.1" });
        assert.equal(answer.status, 200);
        assert.ok(performance.now() - started < 2000, "answered within 2 s");
      }
      assert.equal((await request({ port: PORTS.https, tls: true, host, path: "/pricing", localAddress: "127.0.7.1" })).status, 200);
    }
    assert.doesNotMatch(fs.readFileSync(errorLog, "utf8"), /too big header|no live upstreams|temporarily disabled/);
  });

  it("kept the metrics series bounded", async (t) => {
    const after = await seriesPerInstance();
    t.diagnostic(`request series per instance: before ${seriesBefore.map((entry) => entry.http).join(", ")}, after ${after.map((entry) => entry.http).join(", ")}; scrape ${after.map((entry) => entry.bytes).join(", ")} bytes`);
    // Bounded by what the site is, not by what was sent: methods (4) x status classes (5) x markets (2) for the
    // handful of routes a fuzz can reach, far under the thousand a sweep made before.
    for (const entry of after) {
      assert.ok(entry.http <= 120, `${entry.http} request series`);
      assert.deepEqual(entry.methods.filter((method) => !["GET", "HEAD", "POST", "other"].includes(method)), []);
      assert.deepEqual(entry.statuses.filter((status) => !/^[1-5]xx$/.test(status)), []);
    }
  });
});
