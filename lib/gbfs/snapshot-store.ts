import { createHash } from "node:crypto";
import { z } from "zod";
import type { SharedRedis } from "@/lib/cache/redis-connection.cjs";
import { FEED_LIMITS } from "./limits";
import type { Snapshot } from "./snapshot";

/** A system's snapshot as an instance holds it: when it was read, and for how many seconds (ttl, capped) it may be reused. */
export type Held = { snapshot: Snapshot; readAt: number; ttl: number };

const key = (url: string) => `flamingo:gbfs:snapshot:${createHash("sha256").update(url).digest("base64url").slice(0, 32)}`;
/** Longer than a system's whole read (FEED_LIMITS.systemDeadlineMs), so a lock never lapses while its holder reads. */
const LOCK_MS = FEED_LIMITS.systemDeadlineMs + 3000;

/** Whether a held snapshot may be reused now without a read: within its ttl, and never from the future. */
export const isFresh = (held: Held, now: number) =>
  held.readAt <= now + FEED_LIMITS.futureSkewMs && now - held.readAt < Math.min(held.ttl, FEED_LIMITS.maxTtlSeconds) * 1000;

const finite = z.number().refine(Number.isFinite);
const point = z.object({ lat: finite, lon: finite });
const text = (max: number) => z.string().max(max);
/** What an entry read back from Redis must be: Redis is shared, and an entry is trusted no more than a feed. */
const HeldSchema = z.object({
  readAt: finite,
  ttl: z.number().int().min(0).max(FEED_LIMITS.maxTtlSeconds),
  snapshot: z.object({
    systemId: text(200),
    timezone: text(100).refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-NZ", { timeZone: zone }).format(0);
        return true;
      } catch {
        return false;
      }
    }),
    dataTime: finite,
    scooters: z.number().int().min(0),
    ebikes: z.number().int().min(0),
    hasEbikes: z.boolean(),
    points: z.object({ scooters: z.array(point), ebikes: z.array(point) }),
    alerts: z
      .array(
        z.object({
          id: text(100),
          summary: text(FEED_LIMITS.summaryLength),
          description: text(FEED_LIMITS.descriptionLength).optional(),
          url: text(FEED_LIMITS.urlLength).optional(),
          times: z.array(z.object({ start: finite, end: finite.optional() })),
        }),
      )
      .max(FEED_LIMITS.snapshotAlerts),
    scooterFare: z.object({ currency: text(10), unlockCents: finite, perMinuteCents: finite.nullable() }).nullable(),
    fares: z.array(z.any()).optional(),
    license: z.object({ id: text(200).optional(), url: text(FEED_LIMITS.urlLength).optional() }),
  }),
});

/**
 * Each system's latest snapshot in Redis, so all instances share one read per ttl: the small snapshot the pages use,
 * never a feed's document, at most FEED_LIMITS.redisEntryBytes (a larger one stays in its instance's memory only),
 * kept no longer than its ttl, and judged by its shape and age when read back. An instance that finds another
 * reading waits briefly for its answer (`lock`). Redis failing or slow only costs the sharing (SharedRedis.run).
 */
export function snapshotStore(redis: SharedRedis | null) {
  return {
    async get(url: string, now: number): Promise<Held | null> {
      if (!redis) return null;
      const raw = await redis.run((client) => client.get(key(url)), () => null);
      if (!raw || raw.length > FEED_LIMITS.redisEntryBytes) return null;
      try {
        const parsed = HeldSchema.safeParse(JSON.parse(raw));
        return parsed.success && isFresh(parsed.data as Held, now) ? (parsed.data as Held) : null;
      } catch {
        return null;
      }
    },
    /** False when not shared: no Redis, a ttl of 0, or too large an entry. */
    async set(url: string, held: Held): Promise<boolean> {
      if (!redis || held.ttl <= 0) return false;
      const value = JSON.stringify(held);
      if (Buffer.byteLength(value) > FEED_LIMITS.redisEntryBytes) return false;
      return (await redis.run((client) => client.set(key(url), value, { expiration: { type: "PX", value: held.ttl * 1000 } }), () => null)) === "OK";
    },
    /** True when this instance may read the feed now (it holds the lock, or there is no Redis to share through). */
    async lock(url: string): Promise<boolean> {
      if (!redis) return true;
      return (await redis.run((client) => client.set(`${key(url)}:lock`, "1", { condition: "NX", expiration: { type: "PX", value: LOCK_MS } }), () => "OK")) === "OK";
    },
    async unlock(url: string): Promise<void> {
      if (redis) await redis.run((client) => client.del(`${key(url)}:lock`), () => null);
    },
    key,
  };
}

export type SnapshotStore = ReturnType<typeof snapshotStore>;
