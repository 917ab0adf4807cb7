// The shipped edge in front of two real instances, sent what the review of issue 37 sent: a path with an encoded
// newline every 1,000 characters (six GETs emptied the pool for 10 s), control characters and NUL in the path and
// in header values, requests short in one form and long in the other, the longest request each route lets through,
// a made-up Host at the http listener, and a malformed request's log line. One normalised form of every request
// before any limit, key or instance sees it.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { HOSTS, PORTS, request, root, sleep, twoInstancesBehindEdge, waitFor } from "./harness.mjs";
import { rawHttp1 } from "./raw-request.mjs";

const stateDir = path.join(root, ".edge", "encodings-test");
const errorLog = path.join(stateDir, "error.log");
const edge = (options) => request({ port: PORTS.https, tls: true, ...options });
/** The review's recipe: seven runs of 1,000 letters joined by %0A, ending in a slash (Next redirects it, echoing it). */
const NEWLINE_PATH = `/${Array(7).fill("b".repeat(1000)).join("%0A")}/`;
const POOL_FAULTS = /too big header|no live upstreams|temporarily disabled/;

/** The API answers at once, four times over: both instances are still in the pool. */
async function assertPoolWhole(host, label) {
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await edge({ host, path: "/api/health" })).status);
  assert.deepEqual(statuses, [200, 200, 200, 200], `the API answers after ${label}`);
  assert.doesNotMatch(fs.readFileSync(errorLog, "utf8"), POOL_FAULTS, label);
}

describe("the edge's one normalised form of a request (issue 37)", () => {
  twoInstancesBehindEdge(stateDir, errorLog);

  for (const market of ["nz", "au"]) {
    it(`keeps both instances in the pool after six GETs of a path with a newline every 1,000 characters (${market.toUpperCase()})`, async () => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await edge({ host: HOSTS[market], path: NEWLINE_PATH }));
      await assertPoolWhole(HOSTS[market], "six GETs of the newline path");
      assert.deepEqual(answers.map((answer) => answer.status), Array(6).fill(400));
      assert.deepEqual(JSON.parse(answers[0].body), { code: "bad_request" });
    });
  }

  it("refuses a control character or NUL anywhere in the decoded path with 400, before an instance sees it", async () => {
    for (const encoded of ["%00", "%01", "%09", "%0A", "%0D", "%1B", "%1F", "%7F"]) {
      for (const market of ["nz", "au"]) {
        const answer = await edge({ host: HOSTS[market], path: `/about${encoded}x` });
        assert.equal(answer.status, 400, `${encoded} (${market})`);
      }
    }
    // Under a one-time link too, where the log masks the token: a newline must not unmask it.
    assert.equal((await edge({ path: "/a%0A/verify-plan/secret-token-value" })).status, 400);
    // A space, a percent sign and UTF-8 are not control characters.
    assert.equal((await edge({ path: "/about%20x" })).status, 404);
    assert.equal((await edge({ path: "/caf%C3%A9" })).status, 404);
  });

  it("refuses a decoded path that is not UTF-8 with 400 (the fuzzer's find: Next answered 500 under /api/)", async () => {
    for (const encoded of ["%C3", "%C0%AF", "%E0%80%AF", "%ED%A0%80", "%FF%FE", "%F4%90%80%80"]) {
      for (const route of ["/api/facade/region/auckland", "/city/auckland", "/referral/"]) {
        assert.equal((await edge({ path: `${route}${encoded}` })).status, 400, `${route}${encoded}`);
      }
    }
    // UTF-8 passes to the site, which answers as it does for any unknown value.
    for (const route of ["/api/facade/region/caf%C3%A9", "/news/%F0%9F%9B%B4", "/caf%C3%A9"]) {
      const { status, body } = await edge({ path: route });
      assert.ok(status < 500 && body !== '{"code":"bad_request"}', `${route}: ${status} ${body.slice(0, 40)}`);
    }
  });

  it("refuses a control character in a header value with 400, and takes a tab", async () => {
    for (const market of ["nz", "au"]) {
      const host = HOSTS[market];
      const bad = await rawHttp1({ host, head: `GET /about HTTP/1.1\r\nHost: ${host}\r\nX-Probe: a\x01b\r\nConnection: close` });
      assert.equal(bad.status, 400, market);
      assert.deepEqual(JSON.parse(bad.body), { code: "bad_request" });
      const escape = await rawHttp1({ host, head: `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nNext-Url: /a\x1b[31m\x7f\r\nConnection: close` });
      assert.equal(escape.status, 400, market);
      const tab = await rawHttp1({ host, head: `GET /about HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: a\tb\r\nConnection: close` });
      assert.equal(tab.status, 200, market);
    }
  });

  it("measures a request on both forms an instance can be sent: the decoded path and the request as written", async () => {
    // Short decoded, long as written: 700 encoded letters, a 7 KiB query behind a trailing slash under /api/ (Next
    // echoed it), 2,100 bytes of query on an uncached spelling of the one-time page (passed on as written).
    const cases = [
      `/${"%61".repeat(700)}`,
      `/api/health/?q=${"q".repeat(7000)}`,
      `/verify-plan?q=${"q".repeat(2100)}`,
    ];
    for (const route of cases) {
      const answer = await edge({ path: route });
      assert.equal(answer.status, 414, route.slice(0, 40));
      assert.deepEqual(JSON.parse(answer.body), { code: "uri_too_long" });
    }
    // Long decoded: over 1 KiB after dot segments are resolved.
    assert.equal((await edge({ path: `/city/${"a".repeat(1100)}` })).status, 414);
    // Within both bounds.
    assert.equal((await edge({ path: `/${"x/../".repeat(300)}about` })).status, 200);
    assert.equal((await edge({ path: `/verify-plan/${"t".repeat(4096)}` })).status, 200);
    // A query the edge drops is no reason to refuse the page (issue 70: a shared link's 3 kB fbclid was 414).
    assert.equal((await edge({ path: `/about?q=${"q".repeat(2100)}` })).status, 200);
    assert.equal((await edge({ path: `/verify-plan/${"t".repeat(4096)}?q=${"q".repeat(300)}` })).status, 200);
  });

  it("keeps both instances in the pool after the longest request each route lets through, and never echoes more than it took", async () => {
    const longest = [
      // A one-time link's longest token behind a slash (the uncached spelling: Next answers 308 echoing it twice).
      { path: `/verify-plan/${"t".repeat(4096)}/`, status: 308 },
      // The longest request line under /api/, passed on as written.
      { path: `/api/health/?q=${"q".repeat(2048 - 15)}`, status: 308 },
      // The longest page path, every byte escaped again on its way to the instance.
      { path: `/${"%C3%A9".repeat(341)}/`, status: 308 },
      { path: `/about/?q=${"q".repeat(2048 - 10)}`, status: 308 },
    ];
    for (const market of ["nz", "au"]) {
      for (const { path: route, status } of longest) {
        for (let i = 0; i < 4; i++) {
          const answer = await edge({ host: HOSTS[market], path: route });
          assert.equal(answer.status, status, route.slice(0, 30));
          assert.ok((answer.headers.location ?? "").length <= route.length, `the redirect echoes no more than the ${route.length} bytes it took`);
        }
      }
      await assertPoolWhole(HOSTS[market], "the longest requests");
    }
  });

  it("redirects http to https on a product host, never on a Host the client made up", async () => {
    const made = await request({ port: PORTS.http, host: "attacker.example", path: "/about" });
    assert.equal(made.status, 301);
    assert.equal(made.headers.location, `https://${HOSTS.nz}:${PORTS.https}/about`);
    const au = await request({ port: PORTS.http, host: `www.${HOSTS.au}`, path: "/about" });
    assert.equal(au.headers.location, `https://www.${HOSTS.au}:${PORTS.https}/about`);
  });

  it("masks one-time tokens and referral ids in the access log, whatever comes before them", async () => {
    const referral = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    assert.equal((await edge({ path: `/referral/${referral}` })).status, 200);
    assert.equal((await edge({ path: `/a%0A/verify-plan/secret-token-value` })).status, 400);
    await sleep(1500); // the log is flushed at least once a second
    const access = fs.readFileSync(path.join(stateDir, "access.log"), "utf8");
    assert.match(access, /"path":"\/referral\/<id>"/);
    assert.doesNotMatch(access, new RegExp(`${referral}|secret-token-value`));
  });

  it("logs no warning for a request refused while its head was read", async () => {
    const answer = await rawHttp1({ head: `GET /a%00b HTTP/1.1\r\nHost: ${HOSTS.nz}\r\nConnection: close` });
    assert.equal(answer.status, 400);
    await waitFor({ port: PORTS.https, tls: true, path: "/api/health" });
    assert.doesNotMatch(fs.readFileSync(errorLog, "utf8"), /uninitialized/);
  });
});
