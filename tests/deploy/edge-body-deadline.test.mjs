// The shipped edge's deadline for a request body (issue 27, item 6): a body trickled a byte a second, over HTTP/1.1
// or HTTP/2, is cut 10 s after its head with 408 {"code":"request_timeout"}; thirty of them from one client leave
// another client's post alone; an honest 32 KiB body sent slowly inside the deadline gets through whole; no cut
// request reaches an instance, and both instances stay in the pool. Stand-in instances read every body to the end,
// as the site does, and say which of them answered and how many bytes they got.
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import path from "node:path";
import tls from "node:tls";
import { after, before, describe, it } from "node:test";
import { startEdge } from "../../scripts/edge.mjs";
import { HOSTS, PORTS, edgeEnv, request, root, sleep, waitFor } from "./harness.mjs";

const stateDir = path.join(root, ".edge", "body-deadline-test");
const errorLog = path.join(stateDir, "error.log");
const HOST = HOSTS.nz;
const ENDPOINT = "/api/facade/contact";
const DEADLINE_S = 10;
/** One client each, by loopback address: nginx counts its per-client limits per IPv4 address. */
const CLIENTS = { h1: "127.0.0.2", h2: "127.0.0.3", crowd: "127.0.0.4", honest: "127.0.0.5", slow: "127.0.0.6" };

/** Stand-in instances: each reads the whole body, then answers with its port and the bytes it got. */
function standIn(port, seen) {
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk) => (bytes += chunk.length));
    req.on("end", () => {
      seen.push({ port, trickle: Boolean(req.headers["x-trickle"]), bytes });
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify({ port, bytes }));
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

const secondsSince = (started) => (Date.now() - started) / 1000;

/**
 * A post over HTTP/1.1 whose 200-byte body is sent one byte a second. Resolves with the edge's answer and when it
 * came (seconds after the head was sent), and whether the edge then closed the connection.
 */
function trickleHttp1(localAddress) {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: "127.0.0.1", port: PORTS.https, localAddress, servername: HOST, rejectUnauthorized: false, ALPNProtocols: ["http/1.1"] });
    let started;
    let received = "";
    let result;
    let timer;
    socket.on("secureConnect", () => {
      started = Date.now();
      socket.write(`POST ${ENDPOINT} HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nX-Trickle: 1\r\nContent-Length: 200\r\n\r\n{`);
      timer = setInterval(() => socket.writable && socket.write(" "), 1000);
    });
    socket.on("data", (chunk) => {
      received += chunk;
      const head = received.match(/^HTTP\/1\.1 (\d{3}) [^\r]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/);
      if (head && !result) {
        result = { status: Number(head[1]), seconds: secondsSince(started), head: head[2].toLowerCase() };
        // Answered: stop sending, so the edge's close (or its lingering close after a refusal) comes promptly.
        clearInterval(timer);
      }
      if (head) result.body = head[3];
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ ...(result ?? { status: "closed", seconds: secondsSince(started) }), closedAfter: secondsSince(started) });
    });
    setTimeout(() => socket.destroy(), 30_000).unref();
  });
}

/** The same over HTTP/2: one stream on a connection of its own. Resolves with the answer and when the stream ended. */
function trickleHttp2(localAddress) {
  return new Promise((resolve) => {
    const session = http2.connect(`https://${HOST}:${PORTS.https}`, {
      createConnection: () => tls.connect({ host: "127.0.0.1", port: PORTS.https, localAddress, servername: HOST, rejectUnauthorized: false, ALPNProtocols: ["h2"] }),
    });
    session.on("error", () => undefined);
    let started = Date.now();
    const stream = session.request({ ":method": "POST", ":path": ENDPOINT, "content-type": "application/json", "content-length": "200", "x-trickle": "1" });
    // The deadline runs from the head's arrival, so the clock starts once the stream is open and its head sent (after
    // the TLS handshake), as the HTTP/1.1 trickle's does at secureConnect: a handshake slowed by a busy machine put
    // this answer at 11.06 s once.
    stream.once("ready", () => (started = Date.now()));
    stream.write("{");
    const timer = setInterval(() => stream.writable && stream.write(" "), 1000);
    let result = { status: "reset" };
    let body = "";
    stream.on("response", (headers) => (result = { status: headers[":status"], seconds: secondsSince(started) }));
    stream.on("data", (chunk) => (body += chunk));
    stream.on("error", () => undefined);
    stream.on("close", () => {
      clearInterval(timer);
      session.close();
      resolve({ ...result, body, closedAfter: secondsSince(started) });
    });
    setTimeout(() => stream.close(), 30_000).unref();
  });
}

/** An honest 32 KiB body, sent 2 KiB every half second (about 8 s), over HTTP/1.1 or HTTP/2. */
const SLOW_BODY = Buffer.from(JSON.stringify({ message: "x".repeat(32 * 1024 - 14) }));
async function slowPost(protocol, localAddress) {
  const chunks = Array.from({ length: 16 }, (_, index) => SLOW_BODY.subarray(index * 2048, (index + 1) * 2048));
  const send = async (writable) => {
    for (const chunk of chunks) {
      writable.write(chunk);
      await sleep(500);
    }
    writable.end();
  };
  const started = Date.now();
  const answer = await new Promise((resolve, reject) => {
    const collect = (status, source) => {
      let text = "";
      source.on("data", (chunk) => (text += chunk));
      source.on("end", () => resolve({ status, body: text }));
    };
    if (protocol === "h1") {
      const req = https.request({
        host: "127.0.0.1", port: PORTS.https, path: ENDPOINT, method: "POST", localAddress, agent: false, servername: HOST, rejectUnauthorized: false,
        headers: { host: HOST, "content-type": "application/json", "content-length": SLOW_BODY.length },
      }, (res) => collect(res.statusCode, res));
      req.on("error", reject);
      send(req);
    } else {
      const session = http2.connect(`https://${HOST}:${PORTS.https}`, {
        createConnection: () => tls.connect({ host: "127.0.0.1", port: PORTS.https, localAddress, servername: HOST, rejectUnauthorized: false, ALPNProtocols: ["h2"] }),
      });
      session.on("error", reject);
      const stream = session.request({ ":method": "POST", ":path": ENDPOINT, "content-type": "application/json", "content-length": String(SLOW_BODY.length) });
      stream.on("response", (headers) => collect(headers[":status"], stream));
      stream.on("close", () => session.close());
      stream.on("error", reject);
      send(stream);
    }
  });
  return { ...answer, seconds: secondsSince(started) };
}

describe("the edge's deadline for a request body", () => {
  const seen = [];
  const servers = [];
  let nginx;
  const results = {};

  before(async () => {
    servers.push(...(await Promise.all(PORTS.instances.map((port) => standIn(port, seen)))));
    fs.rmSync(stateDir, { recursive: true, force: true });
    fs.mkdirSync(stateDir, { recursive: true });
    nginx = startEdge(edgeEnv(stateDir, PORTS.instances), ["ignore", "ignore", fs.openSync(errorLog, "w")]);
    await waitFor({ port: PORTS.https, tls: true, path: "/api/health" });
    seen.length = 0;

    // All at once, each from a client of its own: a trickle over each protocol, thirty from one client, two slow
    // honest posts, and (once the thirty are in) an honest post from yet another client.
    const crowd = Promise.all(Array.from({ length: 30 }, () => trickleHttp1(CLIENTS.crowd)));
    const pending = {
      http1: trickleHttp1(CLIENTS.h1),
      http2: trickleHttp2(CLIENTS.h2),
      slowHttp1: slowPost("h1", CLIENTS.slow),
      slowHttp2: slowPost("h2", CLIENTS.slow),
    };
    await sleep(2000);
    const started = Date.now();
    const honest = await request({ port: PORTS.https, tls: true, method: "POST", path: ENDPOINT, localAddress: CLIENTS.honest, body: JSON.stringify({ name: "Honest Rider" }) });
    results.honest = { status: honest.status, seconds: secondsSince(started) };
    results.crowd = await crowd;
    // Once cut, the thirty no longer count against their client: it posts again at once.
    const again = await request({ port: PORTS.https, tls: true, method: "POST", path: ENDPOINT, localAddress: CLIENTS.crowd, body: JSON.stringify({ name: "Same Client" }) });
    results.crowdAgain = again.status;
    for (const [name, promise] of Object.entries(pending)) results[name] = await promise;
  });

  after(async () => {
    nginx?.stop();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    await sleep(200);
  });

  for (const protocol of ["http1", "http2"]) {
    it(`cuts a body trickled a byte a second over ${protocol === "http1" ? "HTTP/1.1" : "HTTP/2"} at ${DEADLINE_S} s with 408, and ends the request`, () => {
      const result = results[protocol];
      assert.equal(result.status, 408, JSON.stringify(result));
      assert.ok(Math.abs(result.seconds - DEADLINE_S) <= 1, `answered after ${result.seconds} s`);
      assert.deepEqual(JSON.parse(result.body), { code: "request_timeout" });
      assert.ok(result.closedAfter - result.seconds < 1, `${protocol === "http1" ? "connection" : "stream"} ended ${result.closedAfter - result.seconds} s after the answer`);
      if (protocol === "http1") {
        assert.match(result.head, /^connection: close$/m);
        // The edge's own answer, with the policy its other refusals carry.
        assert.match(result.head, /^content-security-policy: default-src 'none';/m);
      }
    });
  }

  it("holds 20 of 30 trickles from one client until the deadline, refuses the rest, and serves another client at once", () => {
    const tally = results.crowd.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
    assert.deepEqual(tally, { 408: 20, 429: 10 });
    for (const { status, seconds } of results.crowd.filter(({ status }) => status === 408)) {
      assert.ok(Math.abs(seconds - DEADLINE_S) <= 1, `${status} after ${seconds} s`);
    }
    assert.equal(results.honest.status, 200);
    assert.ok(results.honest.seconds < 1, `the honest post took ${results.honest.seconds} s`);
    assert.equal(results.crowdAgain, 200, "the trickling client's slots are free again once its bodies were cut");
  });

  for (const protocol of ["Http1", "Http2"]) {
    it(`passes on an honest 32 KiB body sent slowly inside the deadline (${protocol === "Http1" ? "HTTP/1.1" : "HTTP/2"})`, () => {
      const result = results[`slow${protocol}`];
      assert.equal(result.status, 200, JSON.stringify(result));
      assert.ok(result.seconds > 7 && result.seconds < DEADLINE_S, `took ${result.seconds} s`);
      assert.equal(JSON.parse(result.body).bytes, SLOW_BODY.length);
    });
  }

  it("never hands a cut request to an instance, and keeps both instances in the pool", async () => {
    assert.deepEqual(seen.filter(({ trickle }) => trickle), [], "no trickled body reached an instance");
    const answers = await Promise.all(Array.from({ length: 6 }, () => request({ port: PORTS.https, tls: true, path: "/api/health" })));
    assert.deepEqual(new Set(answers.map(({ body }) => JSON.parse(body).port)), new Set(PORTS.instances));
    const log = fs.readFileSync(errorLog, "utf8");
    assert.doesNotMatch(log, /upstream|exited on signal|\[alert\]|\[crit\]|\[emerg\]/, log);
  });
});
