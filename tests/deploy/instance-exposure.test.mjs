// Nothing internal on a public interface by default (issue 37, item 4): an instance started as the README starts it,
// with METRICS_PORT and no METRICS_HOST, answers /metrics and pages on loopback only; the image optimiser is off;
// the request series are labelled by method the site takes and status class, whatever a client sends; and field
// vitals count under a route only for a page the site serves at that path.
import assert from "node:assert/strict";
import http from "node:http";
import os from "node:os";
import { after, before, describe, it } from "node:test";
import { HOSTS, PORTS, request, startInstance } from "./harness.mjs";

const [port] = PORTS.instances;
const metricsPort = Number(process.env.E2E_PORT ?? 3210) + 21;
/** An address of this machine other than loopback, if it has one (the review reached /metrics on the public one). */
const outside = Object.values(os.networkInterfaces()).flat().find((entry) => entry && !entry.internal && entry.family === "IPv4")?.address;

/** Whether anything answers HTTP at address:port within 2 s. */
function answers(address, target, path) {
  return new Promise((resolve) => {
    const req = http.get({ host: address, port: target, path, timeout: 2000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(false));
  });
}

async function series(prefix) {
  const text = (await request({ port: metricsPort, host: "127.0.0.1", path: "/metrics" })).body;
  return text.split("\n").filter((line) => line.startsWith(prefix));
}

describe("an instance's interfaces, optimiser and labels", () => {
  let instance;

  before(async () => {
    // startInstance runs `npm start` with HOSTNAME=127.0.0.1, as the README's commands do.
    instance = await startInstance(port, { METRICS_PORT: String(metricsPort), RATE_LIMIT_VITALS_PER_MINUTE: "100000" });
  });

  after(async () => {
    await instance?.stop("SIGKILL");
  });

  it("serves /metrics and pages on loopback, and on no other address of the machine", { skip: !outside && "this machine has no address but loopback" }, async () => {
    assert.equal(await answers("127.0.0.1", metricsPort, "/metrics"), true);
    assert.equal(await answers("127.0.0.1", port, "/api/health"), true);
    assert.equal(await answers(outside, metricsPort, "/metrics"), false, `/metrics answered on ${outside}`);
    assert.equal(await answers(outside, port, "/api/health"), false, `the instance answered on ${outside}`);
  });

  it("has no image optimiser to make render a variant", async () => {
    const answer = await request({ port, path: "/_next/image?url=/og/home.png&w=3840&q=75" });
    assert.notEqual(answer.status, 200);
    assert.doesNotMatch(answer.headers["content-type"] ?? "", /^image\//);
  });

  it("labels requests by the methods the site takes and by status class, however odd the request", async () => {
    for (const method of ["DELETE", "PUT", "PATCH", "OPTIONS", "PROPFIND", "BREW"]) await request({ port, method, path: "/about", headers: { "content-length": "0" }, timeoutMs: 5000 }).catch(() => undefined);
    for (const route of ["/about", "/made-up", "/api/health", "/about/"]) await request({ port, path: route });
    const lines = await series("http_server_request_duration_seconds_count{");
    const methods = new Set(lines.map((line) => line.match(/method="([^"]*)"/)?.[1]));
    const statuses = new Set(lines.map((line) => line.match(/status_code="([^"]*)"/)?.[1]));
    assert.deepEqual([...methods].filter((method) => !["GET", "HEAD", "POST", "other"].includes(method)), []);
    assert.deepEqual([...statuses].filter((status) => !/^[1-5]xx$|^other$/.test(status)), []);
    assert.ok(statuses.has("2xx") && statuses.has("4xx"));
  });

  it("counts a vital under a route only for a page the site serves there", async () => {
    const beacon = (path) => request({ port, host: HOSTS.nz, method: "POST", path: "/api/vitals", body: JSON.stringify({ path, metrics: [{ name: "LCP", value: 9000 }] }) });
    assert.equal((await beacon("/city/auckland")).status, 204);
    for (let i = 0; i < 5; i++) assert.equal((await beacon(`/city/made-up-${i}`)).status, 204);
    const lcp = await series('flamingo_web_vitals_lcp_seconds_count{route="/city/[region]"');
    assert.deepEqual(lcp.map((line) => Number(line.split(" ").at(-1))), [1], "only the real city counted");
    const other = await series('flamingo_web_vitals_lcp_seconds_count{route="other"');
    assert.equal(Number(other[0]?.split(" ").at(-1)), 5);
  });
});
