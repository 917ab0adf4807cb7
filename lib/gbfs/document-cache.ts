import { createHash } from "node:crypto";
import type { SharedRedis } from "@/lib/cache/redis-connection.cjs";
import type { Fetched } from "./fetch-document";

type Good = Extract<Fetched, { ok: true }>;
type Load = () => Promise<Fetched>;

const redisKey = (url: string) => `flamingo:gbfs:doc:${createHash("sha256").update(url).digest("base64url").slice(0, 32)}`;
/** How long an instance that finds another fetching waits for its answer before fetching itself. */
const LOCK_WAIT_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Good documents kept for their feed's ttl, so a feed is fetched once per ttl, never once per page render: in this
 * instance's memory, and with Redis in Redis too, so all instances share one fetch (an instance finding a fetch in
 * progress elsewhere waits briefly for it). A failure is never kept; a ttl of 0 (data updated continually) is
 * not kept either. Redis failing or slow only costs the sharing (SharedRedis.run falls back).
 */
export function documentCache(redis: SharedRedis | null, now: () => number = Date.now) {
  const memory = new Map<string, { good: Good; expiresAt: number }>();
  const inFlight = new Map<string, Promise<Fetched>>();

  const remember = (url: string, good: Good) => {
    if (good.ttl > 0) memory.set(url, { good, expiresAt: now() + good.ttl * 1000 });
  };
  const fromRedis = async (url: string): Promise<Good | null> => {
    if (!redis) return null;
    const raw = await redis.run((client) => client.get(redisKey(url)), () => null);
    return raw ? (JSON.parse(raw) as Good) : null;
  };

  async function loadShared(url: string, load: Load): Promise<Fetched> {
    const shared = await fromRedis(url);
    if (shared) return shared;
    if (redis) {
      const locked = await redis.run((client) => client.set(`${redisKey(url)}:lock`, "1", { condition: "NX", expiration: { type: "PX", value: 10_000 } }), () => "OK");
      if (locked !== "OK") {
        await sleep(LOCK_WAIT_MS);
        const fetchedElsewhere = await fromRedis(url);
        if (fetchedElsewhere) return fetchedElsewhere;
      }
    }
    const result = await load();
    if (redis) {
      const key = redisKey(url);
      await redis.run(async (client) => {
        if (result.ok && result.ttl > 0) await client.set(key, JSON.stringify(result), { expiration: { type: "PX", value: result.ttl * 1000 } });
        // The next instance to find the document missing fetches at once, rather than waiting out this fetch's lock.
        return client.del(`${key}:lock`);
      }, () => null);
    }
    return result;
  }

  return {
    async get(url: string, load: Load): Promise<Fetched> {
      const kept = memory.get(url);
      if (kept && kept.expiresAt > now()) return kept.good;
      let pending = inFlight.get(url);
      if (!pending) {
        pending = loadShared(url, load).finally(() => inFlight.delete(url));
        inFlight.set(url, pending);
      }
      const result = await pending;
      if (result.ok) remember(url, result);
      return result;
    },
  };
}

export type DocumentCache = ReturnType<typeof documentCache>;
