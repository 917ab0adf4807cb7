import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fetchDocument, staleAfterMs } from "./fetch-document";

const fixture = (feed: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), `content/gbfs/wellington/${feed}.json`), "utf8"));
const NOW = Date.parse("2026-11-28T10:42:00Z");
const fresh = { ...fixture("vehicle_status"), last_updated: "2026-11-28T10:41:30Z" };

/** One loopback server answering each fault by path, as a real feed host would fail. */
let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const route = request.url ?? "";
    if (route === "/ok") return response.end(JSON.stringify(fresh));
    if (route === "/slow") return void setTimeout(() => response.end(JSON.stringify(fresh)), 6000).unref();
    if (route === "/404") return response.writeHead(404).end("gone");
    if (route === "/503") return response.writeHead(503).end("busy");
    if (route === "/html") return response.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>");
    if (route === "/invalid") return response.end(JSON.stringify({ ...fresh, data: { vehicles: [{ vehicle_id: "a" }] } }));
    if (route === "/stale") return response.end(JSON.stringify({ ...fresh, last_updated: "2026-11-28T10:30:00Z" }));
    if (route === "/reset") return request.socket.destroy();
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (route: string) => fetchDocument(`${base}${route}`, "vehicle_status", { timeoutMs: 2000, now: NOW });

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
