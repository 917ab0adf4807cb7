import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { fetchDocument, staleAfterMs } from "./fetch-document";

const fixture = (feed: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), `content/gbfs/wellington/${feed}.json`), "utf8"));
const NOW = Date.parse("2026-11-28T10:42:00Z");
const fresh = { ...fixture("vehicle_status"), last_updated: "2026-11-28T10:41:30Z" };

/** A valid document whose extra field inflates to 126 MB: 122 KB of gzip, as the bomb. */
let bomb: Buffer;
/** One loopback server answering each fault by path, as a real feed host would fail. */
let server: http.Server;
let base = "";
/** Another port on the same host: a feed must never make the site call it. */
let other: http.Server;
let away = "";
const awayHits: string[] = [];
beforeAll(async () => {
  const head = JSON.stringify(fresh).slice(0, -1);
  bomb = zlib.gzipSync(Buffer.concat([Buffer.from(`${head},"padding":"`), Buffer.alloc(126e6, 97), Buffer.from('"}')]), { level: 9 });
  server = http.createServer((request, response) => {
    const route = request.url ?? "";
    if (route === "/bomb") return response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" }).end(bomb);
    if (route === "/trickle") {
      // A sound gzip stream that never ends: a byte of it every 50 ms.
      response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      const body = zlib.gzipSync(JSON.stringify(fresh));
      let at = 0;
      const tick = setInterval(() => (at < body.length - 8 ? response.write(body.subarray(at, ++at)) : clearInterval(tick)), 50);
      return void response.on("close", () => clearInterval(tick));
    }
    if (route === "/ok") return response.end(JSON.stringify(fresh));
    if (route === "/slow") return void setTimeout(() => response.end(JSON.stringify(fresh)), 6000).unref();
    if (route === "/404") return response.writeHead(404).end("gone");
    if (route === "/503") return response.writeHead(503).end("busy");
    if (route === "/html") return response.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>");
    if (route === "/invalid") return response.end(JSON.stringify({ ...fresh, data: { vehicles: [{ vehicle_id: "a" }] } }));
    if (route === "/stale") return response.end(JSON.stringify({ ...fresh, last_updated: "2026-11-28T10:30:00Z" }));
    if (route === "/reset") return request.socket.destroy();
    if (route === "/home") return response.writeHead(302, { location: "/ok" }).end();
    if (route === "/away") return response.writeHead(302, { location: `${away}/ok` }).end();
    if (route === "/loop") return response.writeHead(302, { location: "/loop" }).end();
    response.writeHead(500).end();
  });
  other = http.createServer((request, response) => {
    awayHits.push(request.url ?? "");
    response.end(JSON.stringify(fresh));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  away = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => other.close(resolve));
});

const get = (route: string) => fetchDocument(`${base}${route}`, "vehicle_status", { timeoutMs: 2000, now: NOW });

/** The promise's value, or "still pending" once `ms` have passed: a hang fails an assertion rather than the run. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"still pending">((resolve) => setTimeout(() => resolve("still pending"), ms).unref())]);

describe("fetchDocument on hostile bodies", () => {
  it("refuses a gzip body that inflates past the byte limit, at once and without holding it", async () => {
    const before = process.memoryUsage().rss;
    const started = Date.now();
    expect(await within(get("/bomb"), 10_000)).toMatchObject({ ok: false, kind: "too_large" });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  }, 15_000);

  // Node 20's fetch leaves response.text() (and a body reader's read()) pending for good when the request is aborted
  // while a gzip body is inflating. With no byte limit in the way, the deadline must still end the read, at any moment
  // of the inflation.
  it.each([250, 400, 550, 700, 850])("settles at its deadline (%i ms) while a gzip bomb is inflating", async (timeoutMs) => {
    const started = Date.now();
    const result = await within(fetchDocument(`${base}/bomb`, "vehicle_status", { timeoutMs, now: NOW, maxBytes: 400e6 }), timeoutMs + 3000);
    expect(result).toMatchObject({ ok: false, kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(timeoutMs + 1000);
  }, 15_000);

  it("settles at its deadline when a gzip body trickles and never ends", async () => {
    const result = await within(fetchDocument(`${base}/trickle`, "vehicle_status", { timeoutMs: 600, now: NOW }), 4000);
    expect(result).toMatchObject({ ok: false, kind: "timeout" });
  });
});

describe("fetchDocument's origin", () => {
  it("follows a redirect only on the document's origin, and calls no other port", async () => {
    expect(await get("/home")).toMatchObject({ ok: true });
    expect(await get("/away")).toMatchObject({ ok: false, kind: "redirect" });
    expect(await get("/loop")).toMatchObject({ ok: false, kind: "redirect" });
    expect(await fetchDocument(`${away}/ok`, "vehicle_status", { now: NOW, origin: base })).toMatchObject({ ok: false, kind: "off_origin" });
    expect(awayHits).toEqual([]);
  });
});

describe("fetchDocument", () => {
  it("gives a valid, fresh document with its ttl and time", async () => {
    const result = await get("/ok");
    expect(result).toMatchObject({ ok: true, ttl: 60, lastUpdated: Date.parse("2026-11-28T10:41:30Z") });
  });

  it.each([
    ["no answer (connection refused)", "closed", "unreachable"],
    ["no answer (connection reset)", "/reset", "unreachable"],
    ["a timeout", "/slow", "timeout"],
    ["a 4xx", "/404", "status"],
    ["a 5xx", "/503", "status"],
    ["a body that is not JSON", "/html", "not_json"],
    ["a document failing the official schema", "/invalid", "schema"],
    ["a last_updated far older than its ttl", "/stale", "stale"],
  ])("counts %s as a failure of its kind", async (_name, route, kind) => {
    const result = route === "closed" ? await fetchDocument("http://127.0.0.1:9/gbfs.json", "vehicle_status", { now: NOW }) : await get(route);
    expect(result).toMatchObject({ ok: false, kind });
  });

  it("calls stale only what is older than three ttls and five minutes", () => {
    expect(staleAfterMs(60)).toBe(300_000);
    expect(staleAfterMs(86400)).toBe(3 * 86400_000);
  });
});
