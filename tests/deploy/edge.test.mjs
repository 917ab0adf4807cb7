// The shipped edge (deploy/edge.conf.template via scripts/edge.mjs) in front of two production instances.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { startEdge } from "../../scripts/edge.mjs";
import { HOSTS, PORTS, request, root, sleep, startInstance, waitFor } from "./harness.mjs";

const stateDir = path.join(root, ".edge", "test");
const [first, second] = PORTS.instances;
const edge = (options) => request({ port: PORTS.https, tls: true, ...options });

describe("the edge in front of two instances", () => {
  const running = [];
  let nginx;

  before(async () => {
    fs.rmSync(path.join(stateDir, "cache"), { recursive: true, force: true });
    fs.mkdirSync(stateDir, { recursive: true });
    // As docs/deploy.md runs instances behind the edge: they compress, and the edge is the one trusted hop.
    const behindEdge = { SITE_COMPRESSION: "on", TRUSTED_PROXY_HOPS: "1" };
    running.push(...(await Promise.all([startInstance(first, behindEdge), startInstance(second, behindEdge)])));
    nginx = startEdge({
      ...process.env,
      EDGE_HTTP_PORT: String(PORTS.http),
      EDGE_HTTPS_PORT: String(PORTS.https),
      SITE_UPSTREAMS: `127.0.0.1:${first},127.0.0.1:${second}`,
      EDGE_STATE_DIR: stateDir,
      EDGE_CERT: "",
      EDGE_KEY: "",
      EDGE_STATIC_DIR: "",
    }, ["ignore", "ignore", fs.openSync(path.join(stateDir, "error.log"), "w")]);
    await waitFor({ port: PORTS.https, tls: true, path: "/api/health" });
  });

  after(async () => {
    nginx?.stop();
    await Promise.all(running.map((instance) => instance.stop()));
  });

  it("answers a page from an instance first, then from its cache", async () => {
    const miss = await edge({ path: "/about" });
    const hit = await edge({ path: "/about" });
    assert.equal(miss.status, 200);
    assert.equal(miss.headers["x-cache-status"], "MISS");
    assert.equal(hit.headers["x-cache-status"], "HIT");
    assert.equal(hit.body, miss.body);
  });

  it("passes each page's Permissions-Policy through, from the instance and from its cache: geolocation on /report only", async () => {
    for (const host of [HOSTS.nz, HOSTS.au]) {
      for (let round = 0; round < 2; round++) {
        const report = await edge({ path: "/report", host });
        const contact = await edge({ path: "/contact", host });
        assert.equal(report.status, 200);
        assert.match(report.headers["permissions-policy"] ?? "", /(^|, )geolocation=\(self\)(,|$)/, `${host} /report, round ${round}`);
        assert.match(contact.headers["permissions-policy"] ?? "", /(^|, )geolocation=\(\)(,|$)/, `${host} /contact, round ${round}`);
      }
      assert.equal((await edge({ path: "/report", host })).headers["x-cache-status"], "HIT");
    }
  });

  it("keeps the Australian and New Zealand copies of one path apart", async () => {
    const nz = await edge({ path: "/ride", host: HOSTS.nz });
    const au = await edge({ path: "/ride", host: HOSTS.au });
    assert.equal(au.headers["x-cache-status"], "MISS", "the AU host is not served the NZ copy");
    const [nzAgain, auAgain] = await Promise.all([edge({ path: "/ride", host: HOSTS.nz }), edge({ path: "/ride", host: HOSTS.au })]);
    assert.equal(nzAgain.headers["x-cache-status"], "HIT");
    assert.equal(auAgain.headers["x-cache-status"], "HIT");
    assert.notEqual(nz.body, au.body);
    assert.match(nzAgain.body, /0800 FLAMINGO/);
    assert.doesNotMatch(nzAgain.body, /1800 352 646/);
    assert.match(auAgain.body, /1800 352 646/);
  });

  it("never caches /api/", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await edge({ path: "/api/health" });
      assert.equal(response.status, 200);
      assert.equal(response.headers["x-cache-status"], undefined);
      assert.equal(response.headers["cache-control"], "no-store");
      assert.equal(JSON.parse(response.body).backend, "embedded");
    }
    const careers = [await edge({ path: "/api/facade/career" }), await edge({ path: "/api/facade/career" })];
    assert.deepEqual(careers.map((response) => response.headers["x-cache-status"]), [undefined, undefined]);
  });

  it("serves gzip clients the copy an instance compressed once, from its cache", async () => {
    const first = await edge({ path: "/about", headers: { "accept-encoding": "gzip" } });
    const response = await edge({ path: "/about", headers: { "accept-encoding": "gzip" } });
    assert.equal(first.headers["content-encoding"], "gzip");
    assert.equal(response.headers["content-encoding"], "gzip");
    assert.equal(response.headers["x-cache-status"], "HIT");
    assert.deepEqual(response.raw, first.raw);
  });

  it("redirects http to https, keeping path and query", async () => {
    const response = await request({ port: PORTS.http, host: HOSTS.au, path: "/city/wellington?from=sms" });
    assert.equal(response.status, 301);
    assert.equal(response.headers.location, `https://${HOSTS.au}:${PORTS.https}/city/wellington?from=sms`);
  });

  it("answers a flood of form posts from one client with 429 and the site's error body", async () => {
    const body = JSON.stringify({});
    const answers = await Promise.all(
      Array.from({ length: 160 }, () => edge({ path: "/api/facade/contact", method: "POST", body })),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    // burst 100 passes at once (each a 400 from the site for the empty body), the rest are refused by the edge.
    assert.ok(limited.length >= 50, `only ${limited.length} of 160 were refused`);
    assert.ok(answers.some((answer) => answer.status === 400), "posts within the burst reach the site");
    assert.deepEqual(JSON.parse(limited[0].body), { code: "rate_limited" });
    // Reads are not limited.
    const reads = await Promise.all(Array.from({ length: 20 }, () => edge({ path: "/api/health" })));
    assert.ok(reads.every((answer) => answer.status === 200));
  });

  it("loses no request when one instance stops under load", async () => {
    const statuses = [];
    let stopped = false;
    // Eight clients of their own: 320 requests from one address would spend its instance budget (150 in 10 s).
    const worker = async (_, index) => {
      for (let i = 0; i < 40; i++) {
        // Uncached traffic, so every request goes to an instance.
        const response = await edge({ path: "/api/health", localAddress: `127.0.8.${index + 1}` }).catch((error) => ({ status: `error: ${error.message}` }));
        statuses.push(response.status);
        if (statuses.length === 60 && !stopped) {
          stopped = true;
          // As a deploy stops it: SIGTERM, and the instance drains (server/graceful-stop.cjs). The requests that
          // meet its closed port or closed idle connections are the edge's to retry on the other instance.
          await running[0].stop("SIGTERM");
        }
        await sleep(5);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    assert.ok(stopped, "the instance was stopped mid-run");
    assert.equal(statuses.length, 320);
    assert.deepEqual(statuses.filter((status) => status !== 200), []);
    // Pages keep coming from the survivor too.
    const page = await edge({ path: "/city/wellington" });
    assert.equal(page.status, 200);
  });
});
