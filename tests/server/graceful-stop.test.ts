import http from "node:http";
import type { AddressInfo } from "node:net";
import { drain, graceSeconds } from "@/server/graceful-stop.cjs";

/** A server whose answer takes `ms` (never, for null); `received` resolves when a request has arrived. */
async function slowServer(ms: number | null) {
  let arrived: () => void = () => undefined;
  const received = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((_request, response) => {
    arrived();
    if (ms !== null) setTimeout(() => response.end("done"), ms);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, received };
}

function get(port: number, agent: http.Agent | false = false) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, agent }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("aborted", () => reject(new Error("aborted")));
      })
      .on("error", reject);
  });
}

describe("drain", () => {
  it("lets a request in flight finish, refuses new connections, and resolves once closed", async () => {
    const { server, port, received } = await slowServer(300);
    const inFlight = get(port);
    await received;
    const drained = drain([server], 5_000);
    await expect(inFlight).resolves.toEqual({ status: 200, body: "done" });
    await expect(drained).resolves.toBe(true);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("closes a keep-alive connection left idle, so the drain does not wait for the client to hang up", async () => {
    const { server, port } = await slowServer(0);
    const agent = new http.Agent({ keepAlive: true });
    await get(port, agent);
    const started = Date.now();
    await expect(drain([server], 5_000)).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    agent.destroy();
  });

  it("closes a keep-alive connection once its request in flight finishes", async () => {
    const { server, port, received } = await slowServer(300);
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = get(port, agent);
    await received;
    const started = Date.now();
    const drained = drain([server], 5_000);
    await expect(inFlight).resolves.toEqual({ status: 200, body: "done" });
    // Node leaves that connection open, idle, after close(); without the drain's sweep this waits for the grace.
    await expect(drained).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
    agent.destroy();
  });

  it("does not wait on a server that never listened", async () => {
    await expect(drain([http.createServer()], 1_000)).resolves.toBe(true);
  });

  it("gives up after the grace period when a request never ends", async () => {
    const { server, port, received } = await slowServer(null);
    const hung = get(port).catch(() => "cut");
    await received;
    await expect(drain([server], 200)).resolves.toBe(false);
    server.closeAllConnections();
    await expect(hung).resolves.toBe("cut");
  });
});

describe("graceSeconds", () => {
  it.each([
    [undefined, 8],
    ["3", 3],
    ["0", 0],
    ["soon", 8],
    ["-1", 8],
  ])("STOP_GRACE_SECONDS=%s gives %d", (value, seconds) => {
    expect(graceSeconds({ STOP_GRACE_SECONDS: value })).toBe(seconds);
  });
});
