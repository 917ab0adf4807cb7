// A private redis-server for Jest tests that need the real thing (its Lua, its atomicity): the deploy tests' own
// (scripts/redis.mjs: Debian's binary, loopback, nothing saved, found or installed by Jest's global setup) on a port
// free now, so parallel Jest workers and other runs on the machine cannot clash.
import net from "node:net";
import { sharedRedis, type SharedRedis } from "../lib/cache/redis-connection.cjs";
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

/**
 * A private Redis and the site's own connection to it (lib/cache/redis-connection.cjs) for the enclosing describe
 * block: started before its tests, closed after them. Read `redis()` inside a test, once beforeAll has run.
 */
export function useSharedRedis(): () => SharedRedis {
  let server: TestRedis | undefined;
  let redis: SharedRedis | undefined;
  beforeAll(async () => {
    server = await startTestRedis();
    redis = sharedRedis({ REDIS_URL: server.url })!;
  });
  afterAll(async () => {
    redis?.client.destroy();
    await server?.stop();
  });
  return () => redis!;
}
