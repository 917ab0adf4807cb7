import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
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

/** A client in a process of its own: sends a POST, touches the file argv[2] once sent, prints the status line or the error. */
const QUEUED_CLIENT = `
const net = require("node:net");
const fs = require("node:fs");
const [port, sent] = process.argv.slice(1);
let text = "";
const socket = net.connect(Number(port), "127.0.0.1", () =>
  socket.write("POST / HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 2\\r\\n\\r\\nhi", () => fs.writeFileSync(sent, "")),
);
socket.on("data", (chunk) => (text += chunk));
socket.on("error", (error) => { console.log(error.code); process.exit(0); });
socket.on("close", () => { console.log(text.split("\\r\\n")[0] || "closed without an answer"); process.exit(0); });
`;

/** Resolves once a new connection to `port` is refused: the drain has closed the listener. */
async function refusing(port: number) {
  const refused = () =>
    new Promise<boolean>((resolve) => {
      const probe = net.connect(port, "127.0.0.1");
      probe.on("connect", () => (probe.destroy(), resolve(false)));
      probe.on("error", () => resolve(true));
    });
  while (!(await refused())) await new Promise((resolve) => setTimeout(resolve, 5));
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
    // As the edge does: it picks the idle connection from its pool once the instance has stopped accepting.
    const drained = servers.stop(5_000);
    await refusing(port);
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

  it("answers a connection the kernel queued while the process was busy when the stop came", async () => {
    const { server, port } = await slowServer(0);
    const servers = drainer();
    servers.add(server);
    const sent = path.join(os.tmpdir(), `graceful-stop-queued-${process.pid}-${Date.now()}`);
    const client = spawn(process.execPath, ["-e", QUEUED_CLIENT, String(port), sent]);
    let said = "";
    client.stdout.on("data", (chunk) => (said += chunk));
    const exited = new Promise((resolve) => client.on("exit", resolve));
    // Busy, as a render keeps an instance: the connection completes in the kernel and its request waits there.
    const until = Date.now() + 10_000;
    while (!fs.existsSync(sent) && Date.now() < until);
    expect(fs.existsSync(sent)).toBe(true);
    fs.rmSync(sent);
    // The stop comes before the event loop is back at the queue; closing the listener now would reset the
    // connection, and the edge cannot retry a POST it has sent.
    const drained = servers.stop(5_000);
    await exited;
    expect(said.trim()).toBe("HTTP/1.1 200 OK");
    await expect(drained).resolves.toBe(true);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
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
