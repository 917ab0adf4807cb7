import type { SharedRedis } from "@/lib/cache/redis-connection.cjs";
import type { RateLimiter } from "./rate-limit";

/**
 * The local limiter's sliding window (two fixed windows, the previous one weighted by its overlap), counted in
 * Redis in one atomic step: read both counts, and add one only when the request is allowed. Keys expire after two
 * windows, so Redis holds at most two counters per active client and budget.
 */
const TAKE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local previous = tonumber(redis.call('GET', KEYS[2]) or '0')
if previous * tonumber(ARGV[2]) + current < tonumber(ARGV[1]) then
  redis.call('INCR', KEYS[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return 1
end
return 0`;

export type Limiter = { take(key: string): Promise<boolean> };

/**
 * One budget for a client across every instance: with Redis, the count lives there; without it, or whenever a
 * Redis call fails or is slow, the instance's own limiter decides (never no limit, never an error).
 */
export function sharedLimiter(name: string, local: RateLimiter, redis: SharedRedis | null, now: () => number = Date.now): Limiter {
  if (!redis) return { take: async (key) => local.take(key) };
  const { limit, windowMs } = local;
  return {
    take(key) {
      const current = now();
      const start = Math.floor(current / windowMs) * windowMs;
      const overlap = 1 - (current - start) / windowMs;
      const keys = [`flamingo:limit:${name}:${start}:${key}`, `flamingo:limit:${name}:${start - windowMs}:${key}`];
      return redis.run(
        async (client) => (await client.eval(TAKE, { keys, arguments: [String(limit), String(overlap), String(2 * windowMs)] })) === 1,
        () => local.take(key),
      );
    },
  };
}
