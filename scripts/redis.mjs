// Debian's redis-server for the deploy tests: found, or installed with apt-get when missing and run as root (as
// Chromium and nginx are), and started on a loopback port with nothing saved to disk.
import { ensureDebianTool } from "./ensure-debian.mjs";
import { sleep, startGroup } from "./loopback.mjs";
import net from "node:net";

export function ensureRedis() {
  return ensureDebianTool({ label: "redis-server", envVar: "REDIS_SERVER_PATH", candidates: ["/usr/bin/redis-server", "/usr/sbin/redis-server"], pkg: "redis-server" });
}

const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(String(data).startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
  });

/** A private redis-server on 127.0.0.1:port in its own process group; resolves once it answers PING. */
export async function startRedis(port) {
  const server = startGroup(ensureRedis(), ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"]);
  for (let tries = 0; tries < 100; tries++) {
    if (await answers(port)) return server;
    await sleep(100);
  }
  await server.stop("SIGKILL");
  throw new Error(`redis-server did not answer on port ${port}: ${server.output.text}`);
}
