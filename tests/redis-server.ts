// A private redis-server for Jest tests that need the real thing (its Lua, its atomicity): Debian's binary
// (REDIS_SERVER_PATH to pick another) on a free loopback port, nothing saved to disk, stopped by the test.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

const binary = () => process.env.REDIS_SERVER_PATH ?? ["/usr/bin/redis-server", "/usr/sbin/redis-server"].find((file) => fs.existsSync(file));

/** A port nothing listens on now; the server takes it a moment later (loopback only, so a clash is unlikely). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString() === "+PONG\r\n");
    });
    socket.once("error", () => resolve(false));
  });

export type TestRedis = { url: string; port: number; stop(): Promise<void> };

export async function startTestRedis(): Promise<TestRedis> {
  const file = binary();
  if (!file) throw new Error("redis-server not found: apt-get install redis-server (or set REDIS_SERVER_PATH)");
  const port = await freePort();
  const child: ChildProcess = spawn(file, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let tries = 0; tries < 100 && !(await answersPing(port)); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!(await answersPing(port))) {
    child.kill("SIGKILL");
    throw new Error(`redis-server did not answer on port ${port}`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
