import { createHmac } from "node:crypto";
import type { SharedRedis } from "@/lib/cache/redis-connection.cjs";
import type { RateLimiter } from "./rate-limit";

/**
 * The name a client's counters have in Redis, and the client a stored record names (the embedded store's
 * `clientKey`): a keyed hash of its address (HMAC-SHA256 with RATE_LIMIT_KEY_SECRET, the same on every instance),
 * never the address, so whoever can read Redis or DATA_DIR learns no visitor's address. Without
 * the secret the hash is unkeyed, and an IPv4 address could be found again by trying all 2^32.
 */
export function redisClientKey(key: string, secret = process.env.RATE_LIMIT_KEY_SECRET ?? ""): string {
  return createHmac("sha256", secret).update(key).digest("base64url").slice(0, 22);
}

/**
 * The local limiter's sliding window (two fixed windows, the previous one weighted by its overlap), counted in
 * Redis in one atomic step: read both counts, and add the cost (ARGV[4]: one request, or a record's bytes) only when
 * it is allowed, by the same test as RateLimiter.take, term for term, so both decide alike on the same counts. Keys
 * expire after two windows, so Redis holds at most two counters per active client and budget.
 */
const TAKE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local previous = tonumber(redis.call('GET', KEYS[2]) or '0')
local cost = tonumber(ARGV[4])
if previous * tonumber(ARGV[2]) + current + (cost - 1) < tonumber(ARGV[1]) then
  redis.call('INCRBY', KEYS[1], cost)
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return 1
end
return 0`;

/** Hands back what TAKE counted in KEYS[1], the window it fell in, never below nothing. */
const RELEASE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
if current >= cost then redis.call('DECRBY', KEYS[1], cost) elseif current > 0 then redis.call('SET', KEYS[1], '0', 'KEEPTTL') end
return 1`;

/** The same test as TAKE, counting nothing. */
const ALLOWS = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local previous = tonumber(redis.call('GET', KEYS[2]) or '0')
if previous * tonumber(ARGV[2]) + current + (tonumber(ARGV[4]) - 1) < tonumber(ARGV[1]) then return 1 end
return 0`;

/**
 * `cost` (a whole number, default one) counts a take as that many, as RateLimiter.take's weight does; `allows`
 * answers what `take` would, counting nothing; `reserve` is a take (one atomic step) that can be handed back when
 * the work it was counted for fails: null when refused, else the function that uncounts it.
 */
export type Limiter = {
  take(key: string, cost?: number): Promise<boolean>;
  allows(key: string, cost?: number): Promise<boolean>;
  reserve(key: string, cost?: number): Promise<(() => Promise<void>) | null>;
};

/**
 * One budget for a client across every instance: with Redis, the count lives there; without it, or whenever a
 * Redis call fails or is slow, the instance's own limiter decides (never no limit, never an error).
 */
export function sharedLimiter(name: string, local: RateLimiter, redis: SharedRedis | null, now: () => number = Date.now): Limiter {
  const localRelease = (release: (() => void) | null) => release && (async () => release());
  if (!redis) {
    return {
      take: async (key, cost = 1) => local.take(key, cost),
      allows: async (key, cost = 1) => local.allows(key, cost),
      reserve: async (key, cost = 1) => localRelease(local.reserve(key, cost)),
    };
  }
  const { limit, windowMs } = local;
  const keysAt = (key: string) => {
    const current = now();
    const start = Math.floor(current / windowMs) * windowMs;
    const client = redisClientKey(key);
    return { overlap: 1 - (current - start) / windowMs, keys: [`flamingo:limit:${name}:${start}:${client}`, `flamingo:limit:${name}:${start - windowMs}:${client}`] };
  };
  const run = (script: string, { keys, overlap }: ReturnType<typeof keysAt>, cost: number, fallback: () => boolean) =>
    redis.run(
      async (client) => (await client.eval(script, { keys, arguments: [String(limit), String(overlap), String(2 * windowMs), String(cost)] })) === 1,
      fallback,
    );
  return {
    take: (key, cost = 1) => run(TAKE, keysAt(key), cost, () => local.take(key, cost)),
    allows: (key, cost = 1) => run(ALLOWS, keysAt(key), cost, () => local.allows(key, cost)),
    reserve: async (key, cost = 1) => {
      const at = keysAt(key);
      const fallback: { release: (() => void) | null } = { release: null };
      const taken = await run(TAKE, at, cost, () => (fallback.release = local.reserve(key, cost)) !== null);
      if (!taken) return null;
      // Handed back where it was counted: Redis, or (Redis down at the take) this instance's limiter.
      if (fallback.release) return localRelease(fallback.release);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await redis.run(async (client) => (await client.eval(RELEASE, { keys: [at.keys[0]!], arguments: [String(cost)] })) === 1, () => false);
      };
    },
  };
}
