import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { drain, drainer, graceSeconds } from "@/server/graceful-stop.cjs";

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

/** The raw bytes a socket receives until `done` says enough or the peer closes. */
function reader(socket: net.Socket) {
  let text = "";
  let ended = false;
  socket.on("data", (chunk) => (text += chunk));
  const closed = new Promise<void>((resolve) => socket.on("close", () => ((ended = true), resolve())));
  socket.on("error", () => undefined);
  const until = async (done: (text: string) => boolean) => {
    while (!done(text) && !ended) await new Promise((resolve) => setTimeout(resolve, 10));
    return text;
  };
  return { until, closed, get text() { return text; } };
}

const answers = (text: string) => text.match(/HTTP\/1\.1 200/g)?.length ?? 0;

describe("drainer", () => {
  it("lets a request in flight finish, refuses new connections, and resolves once closed", async () => {
    const { server, port, received } = await slowServer(300);
    const servers = drainer();
    servers.add(server);
    const inFlight = get(port);
    await received;
    const drained = servers.stop(5_000);
    await expect(inFlight).resolves.toEqual({ status: 200, body: "done" });
    await expect(drained).resolves.toBe(true);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("answers a request sent down an idle keep-alive connection after the stop, and closes only after that answer", async () => {
    const { server, port } = await slowServer(0);
    const servers = drainer();
    servers.add(server);
    const socket = net.connect(port, "127.0.0.1");
    const bytes = reader(socket);
    const ask = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";
    socket.write(ask);
    await bytes.until((text) => text.endsWith("done"));
    // As the edge does: it picks the idle connection from its pool just as the instance is told to stop.
    const drained = servers.stop(5_000);
    socket.write(ask);
    await bytes.closed;
    expect(answers(bytes.text)).toBe(2);
    expect(bytes.text.split("HTTP/1.1 200")[2]).toMatch(/connection: close/i);
    await expect(drained).resolves.toBe(true);
  });

  it("makes a keep-alive answer in flight at the stop say Connection: close, so its connection ends when it is sent", async () => {
    const { server, port, received } = await slowServer(300);
    const servers = drainer();
    servers.add(server);
    const socket = net.connect(port, "127.0.0.1");
    const bytes = reader(socket);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await received;
    const started = Date.now();
    const drained = servers.stop(5_000);
    await bytes.closed;
    expect(bytes.text).toMatch(/connection: close/i);
    await expect(drained).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
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
