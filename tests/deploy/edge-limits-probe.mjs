// Run by edge-limits.test.mjs inside a network namespace (network-namespace.mjs): the shipped edge in front of a
// stand-in instance, sent form posts and trickled bodies from many addresses of one IPv6 /64 and of IPv4. Prints
// one JSON line of what it saw.
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import tls from "node:tls";
import { startEdge } from "../../scripts/edge.mjs";
import { PORTS, edgeEnv, root, sleep, waitFor } from "./harness.mjs";
import { NETWORKS } from "./network-namespace.mjs";

const stateDir = path.join(root, ".edge", "limits-test");
const [instancePort] = PORTS.instances;
const HOST = "flamingoscooters.co.nz";
const BODY = JSON.stringify({ type: "general", name: "Limit Test", email: "limit.test@kiwimail.co.nz", message: "From one network." });

/** The stand-in reads the whole body before it answers, as an instance does. */
function standIn() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      res.end("{}");
    });
  });
  return new Promise((resolve) => server.listen(instancePort, "127.0.0.1", () => resolve(server)));
}

/** The policy headers of the first 429 the edge answered. */
let refusal;

/** One form post to the edge from `localAddress`, on a connection of its own; resolves with the status. */
function post(localAddress) {
  const ipv6 = localAddress.includes(":");
  return new Promise((resolve) => {
    const req = https.request(
      { host: ipv6 ? "::1" : "127.0.0.1", port: PORTS.https, path: "/api/facade/contact", method: "POST", localAddress, servername: HOST,
        agent: false, rejectUnauthorized: false,
        headers: { host: HOST, "content-type": "application/json", "content-length": Buffer.byteLength(BODY) } },
      (res) => {
        if (res.statusCode === 429 && !refusal) refusal = { csp: res.headers["content-security-policy"], referrer: res.headers["referrer-policy"] };
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      },
    );
    req.setTimeout(10_000, () => req.destroy());
    req.on("error", (error) => resolve(`error: ${error.code ?? error.message}`));
    req.end(BODY);
  });
}

/**
 * A post whose body is sent one byte a second from `localAddress`. Resolves once the edge answered or closed
 * (`{ status, seconds }`: "closed" when it hung up without an answer), or with `{ status: "open" }` when it still
 * held the connection after `watchMs`.
 */
function trickle(localAddress, { watchMs, stallAfterFirstByte = false }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = tls.connect({ host: "::1", port: PORTS.https, localAddress, servername: HOST, rejectUnauthorized: false, ALPNProtocols: ["http/1.1"] });
    let answer = "";
    let timer;
    const finish = (result) => {
      clearInterval(timer);
      socket.destroy();
      resolve(result);
    };
    socket.on("secureConnect", () => {
      socket.write(`POST /api/facade/contact HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{`);
      if (!stallAfterFirstByte) timer = setInterval(() => socket.write(" "), 1000);
    });
    const seconds = () => (Date.now() - started) / 1000;
    // A refusal is answered at once; nginx then keeps reading what is left of the body for a while before it closes.
    socket.on("data", (chunk) => {
      answer += chunk;
      const status = answer.match(/^HTTP\/1\.1 (\d{3}) /)?.[1];
      if (status) finish({ status: Number(status), seconds: seconds() });
    });
    socket.on("error", () => undefined);
    socket.on("close", () => finish({ status: "closed", seconds: seconds() }));
    setTimeout(() => finish({ status: "open" }), watchMs).unref();
  });
}

const tally = (statuses) => statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const address = (network, index) => `${network}${(index + 1).toString(16)}`;

const server = await standIn();
fs.rmSync(stateDir, { recursive: true, force: true });
fs.mkdirSync(stateDir, { recursive: true });
const nginx = startEdge(edgeEnv(stateDir, [instancePort]), ["ignore", "ignore", fs.openSync(path.join(stateDir, "error.log"), "w")]);
const result = {};
try {
  await waitFor({ port: PORTS.https, tls: true, path: "/api/health" });
  const [oneNetwork, otherNetwork, thirdNetwork] = NETWORKS;

  // 130 posts at once, each from an address of its own in one /64: the burst is 100 for the whole network.
  result.sameNetwork = tally(await Promise.all(Array.from({ length: 130 }, (_, index) => post(address(oneNetwork, index)))));
  result.refusal = refusal;
  result.otherNetwork = await post(address(otherNetwork, 0));
  // The same over IPv4 (127.0.3.x): every address is a client of its own, as before.
  result.ipv4 = tally(await Promise.all(Array.from({ length: 130 }, (_, index) => post(`127.0.3.${index + 1}`))));

  // 25 bodies trickled from 25 addresses of one /64, watched for 4 s, while another network posts.
  const trickles = Array.from({ length: 25 }, (_, index) => trickle(address(thirdNetwork, index), { watchMs: 4000 }));
  await sleep(1500);
  result.postWhileTrickled = await post(address(otherNetwork, 1));
  result.trickled = tally((await Promise.all(trickles)).map(({ status }) => status));
  // A body that stops after its first byte.
  await sleep(200);
  result.stalled = await trickle(address(otherNetwork, 2), { watchMs: 15_000, stallAfterFirstByte: true });
} catch (error) {
  result.error = String(error?.stack ?? error);
} finally {
  nginx.stop();
  server.close();
  server.closeAllConnections();
}
await sleep(200);
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
