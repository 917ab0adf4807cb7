import { useSharedRedis } from "@/tests/redis-server";
import { FEED_LIMITS } from "./limits";
import type { Snapshot } from "./snapshot";
import { isFresh, snapshotStore, type Held } from "./snapshot-store";

const NOW = Date.parse("2026-11-28T10:42:00Z");
const snapshot: Snapshot = {
  systemId: "wellington",
  timezone: "Pacific/Auckland",
  dataTime: NOW - 5000,
  scooters: 2,
  ebikes: 1,
  hasEbikes: true,
  points: { scooters: [{ lat: -41.28, lon: 174.77 }], ebikes: [] },
  alerts: [],
  scooterFare: { currency: "NZD", unlockCents: 100, perMinuteCents: 65 },
  fares: [],
  license: {},
};
const held = (extra: Partial<Held> = {}): Held => ({ snapshot, readAt: NOW, ttl: 30, ...extra });

describe("isFresh", () => {
  it("reuses a snapshot within its ttl, capped, and never one read in the future", () => {
    expect(isFresh(held(), NOW + 29_999)).toBe(true);
    expect(isFresh(held(), NOW + 30_000)).toBe(false);
    expect(isFresh(held({ ttl: 86_400_000 }), NOW + FEED_LIMITS.maxTtlSeconds * 1000)).toBe(false);
    expect(isFresh(held({ readAt: NOW + 13 * 3600_000 }), NOW)).toBe(false);
  });
});

describe("snapshotStore with Redis", () => {
  const redis = useSharedRedis();
  const url = "https://feed.example/wellington/gbfs.json";

  it("shares a snapshot between instances for its ttl, and a lock to one reader", async () => {
    const [a, b] = [snapshotStore(redis()), snapshotStore(redis())];
    expect(await a.lock(url)).toBe(true);
    expect(await b.lock(url)).toBe(false);
    expect(await a.set(url, held({ ttl: 1 }))).toBe(true);
    await a.unlock(url);
    expect(await b.get(url, NOW)).toEqual(held({ ttl: 1 }));
    expect(await b.lock(url)).toBe(true);
    await b.unlock(url);
    // Past the one-second ttl Redis has let it go; and read by an instance whose clock is past it, it is not used.
    expect(await b.get(url, NOW + 1000)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await redis().client.exists(a.key(url))).toBe(0);
  });

  it("keeps no entry over its byte bound, and no snapshot of a ttl of 0", async () => {
    const store = snapshotStore(redis());
    const crowd = Array.from({ length: 20_000 }, (_, i) => ({ lat: -41.2 - i / 1e5, lon: 174.7 + i / 1e5 }));
    expect(await store.set(`${url}?big`, held({ snapshot: { ...snapshot, points: { scooters: crowd, ebikes: crowd } } }))).toBe(false);
    expect(await store.set(`${url}?zero`, held({ ttl: 0 }))).toBe(false);
    expect(await redis().client.exists([store.key(`${url}?big`), store.key(`${url}?zero`)])).toBe(0);
  });

  it("trusts an entry read back no more than a feed: malformed, oversized or out-of-bounds entries are not used", async () => {
    const store = snapshotStore(redis());
    const put = (value: string) => redis().client.set(store.key(url), value, { expiration: { type: "PX", value: 10_000 } });
    for (const value of [
      "not json",
      JSON.stringify({ ...held(), ttl: 86_400_000 }),
      JSON.stringify(held({ snapshot: { ...snapshot, timezone: "Factory" } })),
      JSON.stringify(held({ snapshot: { ...snapshot, scooters: Number.NaN } })),
      JSON.stringify({ ...held(), padding: "x".repeat(FEED_LIMITS.redisEntryBytes) }),
    ]) {
      await put(value);
      expect(await store.get(url, NOW)).toBeNull();
    }
  });
});
