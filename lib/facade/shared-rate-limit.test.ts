import type { SharedRedis } from "@/lib/cache/redis-connection.cjs";
import { RateLimiter } from "./rate-limit";
import { redisClientKey, sharedLimiter } from "./shared-rate-limit";

/** A Redis stand-in that runs the limiter's script semantics on a Map, or fails like an unreachable server. */
function fakeRedis({ failing = false } = {}) {
  const counts = new Map<string, number>();
  const calls: { keys: string[]; arguments: string[] }[] = [];
  const client = {
    async eval(_script: string, { keys, arguments: args }: { keys: string[]; arguments: string[] }) {
      calls.push({ keys, arguments: args });
      if (failing) throw new Error("ECONNREFUSED");
      const [current, previous] = keys.map((key) => counts.get(key) ?? 0);
      const cost = Number(args[3]);
      if (previous! * Number(args[1]) + current! + (cost - 1) < Number(args[0])) {
        counts.set(keys[0]!, current! + cost);
        return 1;
      }
      return 0;
    },
  };
  const redis = {
    client,
    state: { announced: false, usable: () => true, failed: () => undefined, succeeded: () => undefined },
    async run<T, F>(command: (c: typeof client) => Promise<T>, fallback: () => F) {
      try {
        return await command(client);
      } catch {
        return fallback();
      }
    },
  } as unknown as SharedRedis;
  return { redis, calls };
}

describe("sharedLimiter", () => {
  it("counts one budget in Redis for every instance: two instances' limiters share a client's allowance", async () => {
    const { redis } = fakeRedis();
    const now = () => 30_000;
    const first = sharedLimiter("forms", new RateLimiter(10, 60_000), redis, now);
    const second = sharedLimiter("forms", new RateLimiter(10, 60_000), redis, now);
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await first.take("203.0.113.7"), await second.take("203.0.113.7"));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await first.take("203.0.113.8")).toBe(true);
  });

  it("names keys by budget, window and client, and sends the limit, the previous window's weight, the expiry and the cost", async () => {
    const { redis, calls } = fakeRedis();
    const limiter = sharedLimiter("plan", new RateLimiter(120, 60_000), redis, () => 90_000);
    await limiter.take("c");
    await limiter.take("c", 700);
    const hashed = redisClientKey("c");
    const keys = [`flamingo:limit:plan:60000:${hashed}`, `flamingo:limit:plan:0:${hashed}`];
    expect(calls).toEqual([{ keys, arguments: ["120", "0.5", "120000", "1"] }, { keys, arguments: ["120", "0.5", "120000", "700"] }]);
  });

  it("passes a cost to the instance's own limiter when Redis fails, and without Redis", async () => {
    for (const redis of [fakeRedis({ failing: true }).redis, null]) {
      const limiter = sharedLimiter("forms", new RateLimiter(1000, 60_000), redis);
      expect([await limiter.take("a", 600), await limiter.take("a", 400), await limiter.take("a", 1)]).toEqual([true, true, false]);
    }
  });

  it("falls back to the instance's own limiter when Redis fails: still a limit, never an error", async () => {
    const { redis } = fakeRedis({ failing: true });
    const limiter = sharedLimiter("forms", new RateLimiter(3, 60_000), redis);
    const answers = await Promise.all(Array.from({ length: 5 }, () => limiter.take("a")));
    expect(answers).toEqual([true, true, true, false, false]);
  });

  it("is the local limiter without Redis", async () => {
    const limiter = sharedLimiter("forms", new RateLimiter(1, 60_000), null);
    expect([await limiter.take("a"), await limiter.take("a")]).toEqual([true, false]);
  });

  it("keeps client addresses out of Redis: each key holds a keyed hash, the same on every instance", async () => {
    const { redis, calls } = fakeRedis();
    for (const address of ["203.0.113.7", "2001:db8:1:2::/64"]) await sharedLimiter("forms", new RateLimiter(10, 60_000), redis, () => 0).take(address);
    const names = calls.flatMap((call) => call.keys).join(" ");
    expect(names).not.toMatch(/203\.0\.113|2001:db8/);
    expect(redisClientKey("203.0.113.7", "a")).toBe(redisClientKey("203.0.113.7", "a"));
    expect(redisClientKey("203.0.113.7", "a")).not.toBe(redisClientKey("203.0.113.7", "b"));
    expect(redisClientKey("203.0.113.7", "a")).not.toBe(redisClientKey("203.0.113.8", "a"));
    expect(redisClientKey("203.0.113.7")).toMatch(/^[\w-]{22}$/);
  });
});
