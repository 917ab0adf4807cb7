// Debian's redis-server for the deploy tests: found, or installed with apt-get when missing and run as root (as
// Chromium and nginx are), and started on a loopback port with nothing saved to disk.
import { ensureDebianTool } from "./ensure-debian.mjs";
import { sleep, startGroup } from "./loopback.mjs";
import net from "node:net";

export const REDIS_SERVER = { label: "redis-server", envVar: "REDIS_SERVER_PATH", candidates: ["/usr/bin/redis-server", "/usr/sbin/redis-server"], pkg: "redis-server" };
export const ensureRedis = () => ensureDebianTool(REDIS_SERVER);

const answers = (port, password) =>
  new Promise((resolve) => {
    let received = "";
    const socket = net.connect({ host: "127.0.0.1", port }, () => socket.write(`${password ? `AUTH ${password}\r\n` : ""}PING\r\n`));
    socket.on("data", (data) => {
      received += data;
      if (!received.includes("\r\n", password ? received.indexOf("\r\n") + 2 : 0)) return;
      socket.destroy();
      resolve(received.endsWith("+PONG\r\n"));
    });
    socket.once("error", () => resolve(false));
  });

/**
 * A private redis-server on 127.0.0.1:port in its own process group; resolves once it answers PING. With
 * `password`, clients must AUTH first (requirepass), as compose runs it.
 */
export async function startRedis(port, { password } = {}) {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"];
  const server = startGroup(ensureRedis(), password ? [...args, "--requirepass", password] : args);
  for (let tries = 0; tries < 100; tries++) {
    if (await answers(port, password)) return server;
    await sleep(100);
  }
  await server.stop("SIGKILL");
  throw new Error(`redis-server did not answer on port ${port}: ${server.output.text}`);
}
