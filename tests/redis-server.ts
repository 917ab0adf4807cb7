// A private redis-server for Jest tests that need the real thing (its Lua, its atomicity): the deploy tests' own
// (scripts/redis.mjs: Debian's binary, loopback, nothing saved, found or installed by Jest's global setup) on a port
// free now, so parallel Jest workers and other runs on the machine cannot clash.
import net from "node:net";
import { startRedis } from "../scripts/redis.mjs";

/** A port nothing listens on now; the server takes it a moment later (loopback only, so a clash is unlikely). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });

export type TestRedis = { url: string; port: number; stop(): Promise<void> };

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const server = await startRedis(port);
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => server.stop() };
}
