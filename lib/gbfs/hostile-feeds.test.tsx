// The oracle of issue 68: feeds built by mutating a sound one with every fault the issue measured, in random
// combinations, sizes and timings (gzip included), served by a real HTTP server on loopback to the site's own reader
// (liveCity, on Redis), and rendered as a page renders them. For each: every read settles in bounded time; no figure of
// a refused document appears; the instance's memory, its document cache and every Redis entry stay under their bounds;
// no request leaves the feed's origin; and a sound feed afterwards is read again.
import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { LiveNow } from "@/components/city/LiveNow";
import { HOSTILE_FEEDS, HOSTILE_KINDS, REFUSED, gzipBomb, startHostileFeedServer, type Hostile, type HostileServer, type HostileState } from "@/e2e/gbfs-hostile-feed";
import { sharedRedis } from "@/lib/cache/redis-connection.cjs";
import { getCity } from "@/lib/content";
import { startTestRedis, type TestRedis } from "@/tests/redis-server";
import { FEED_LIMITS } from "./limits";
import { RENDER_WAIT_MS, liveCity } from "./live";
import type { Snapshot } from "./snapshot";
import { gbfsSource } from "./source";

jest.mock("server-only", () => ({}));

const CITY = "wellington" as const;
const SYSTEM = getCity(CITY).gbfsSystem;
/** Named bounds the oracle holds the reader to. */
const BOUNDS = {
  /** A render's wait: the longest a render waits for a read (RENDER_WAIT_MS.cold), and two seconds of slack for a loaded machine. */
  renderMs: RENDER_WAIT_MS.cold + 2000,
  /** A sound feed is shown again within a whole read's deadline of it becoming sound, and slack. */
  recoverMs: FEED_LIMITS.systemDeadlineMs + 5000,
  /** Growth of this process (the reader and the hostile server both) over the run. */
  rssBytes: 200 * 1024 * 1024,
  /** The live block as rendered. */
  htmlBytes: 40 * 1024,
};
const BOMB_SIZES = [20e6, 130e6];
/** Each fault's largest size, for the examples run alone. */
const LARGEST: Record<(typeof HOSTILE_KINDS)[number], number> = {
  ...(Object.fromEntries(HOSTILE_KINDS.map((kind) => [kind, 0])) as Record<(typeof HOSTILE_KINDS)[number], number>),
  bomb: 130e6,
  long_string: 10_000_000,
  deep: 100_000,
  many_alerts: 1000,
  many_vehicles: FEED_LIMITS.maxArrayLength + 5000,
};
const GOOD = 3;
const SOUND_AFTER = 7;

const sound = (scooters: number): HostileState => ({ mode: "ok", scooters, ebikes: 1, alerts: [], hostile: [] });

const hostile: fc.Arbitrary<Hostile> = fc
  .record({
    kind: fc.constantFrom(...HOSTILE_KINDS),
    feed: fc.constantFrom(...HOSTILE_FEEDS),
    pick: fc.nat(),
    delayMs: fc.integer({ min: 0, max: 800 }),
  })
  .map(({ kind, feed, pick, delayMs }) => {
    const size =
      kind === "bomb"
        ? BOMB_SIZES[pick % BOMB_SIZES.length]!
        : kind === "long_string"
          ? FEED_LIMITS.maxStringLength + 1 + (pick % 10_000_000)
          : kind === "deep"
            ? FEED_LIMITS.maxDepth + 1 + (pick % 100_000)
            : kind === "many_alerts"
              ? FEED_LIMITS.maxAlerts + 1 + (pick % 1000)
              : kind === "many_vehicles"
                ? FEED_LIMITS.maxArrayLength + 1 + (pick % 5000)
                : 0;
    return { kind, feed, size, delayMs };
  });

let redis: TestRedis;
let feeds: HostileServer;
const saved = { template: process.env.GBFS_URL_TEMPLATE, redis: process.env.REDIS_URL };
const gbfsState = () => (globalThis as Record<symbol, { cache?: { size(): { entries: number; bytes: number } } } | undefined>)[Symbol.for("flamingo.gbfs")];

beforeAll(async () => {
  for (const size of BOMB_SIZES) gzipBomb(size);
  redis = await startTestRedis();
  feeds = await startHostileFeedServer({ [SYSTEM]: sound(GOOD) });
  process.env.GBFS_URL_TEMPLATE = feeds.template;
  process.env.REDIS_URL = redis.url;
}, 60_000);
afterAll(async () => {
  process.env.GBFS_URL_TEMPLATE = saved.template;
  process.env.REDIS_URL = saved.redis;
  if (redis) sharedRedis({ REDIS_URL: redis.url })?.client.destroy();
  await feeds?.stop();
  await redis?.stop();
});
beforeEach(() => {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  jest.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** The value, or "still pending" after `ms`. */
const within = <T,>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<"still pending">((resolve) => setTimeout(() => resolve("still pending"), ms).unref())]);

/** One render's read of the city's figures: settled within the render bound, and rendered whole as the page would. */
async function render(now: () => number): Promise<Snapshot | null> {
  const started = Date.now();
  const live = await within(liveCity(CITY, now), BOUNDS.renderMs);
  expect(live).not.toBe("still pending");
  expect(Date.now() - started).toBeLessThan(BOUNDS.renderMs);
  const snapshot = live as Snapshot | null;
  if (snapshot) expect(Buffer.byteLength(renderToStaticMarkup(<LiveNow snapshot={snapshot} source={gbfsSource()} cityName={getCity(CITY).name} now={now()} />))).toBeLessThan(BOUNDS.htmlBytes);
  return snapshot;
}

async function expectRedisBounded() {
  const client = sharedRedis()!.client;
  const keys = await client.keys("flamingo:gbfs:*");
  expect(keys.filter((key) => !key.startsWith("flamingo:gbfs:snapshot:"))).toEqual([]);
  for (const key of keys) expect(await client.strLen(key)).toBeLessThanOrEqual(FEED_LIMITS.redisEntryBytes);
}

describe("the feed reader against generated hostile feeds", () => {
  it("settles, shows nothing refused, stays bounded, stays on the origin, and reads a sound feed again", async () => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(hostile, { minLength: 1, maxLength: 3, selector: (fault) => fault.kind }), async (faults) => {
        run++;
        // Afresh, as after a deploy or a lost Redis: nothing held in memory, Redis empty.
        delete (globalThis as Record<symbol, unknown>)[Symbol.for("flamingo.gbfs")];
        expect(await sharedRedis()!.run((client) => client.flushAll(), () => "redis unavailable")).toBe("OK");
        feeds.elsewhereHits.length = 0;
        let offset = 0;
        const now = () => Date.now() + offset;
        const state = feeds.states[SYSTEM]!;
        Object.assign(state, sound(GOOD));

        expect((await render(now))?.scooters).toBe(GOOD);

        // The feed turns hostile, with figures of its own: past the sound feed's one-second ttl, a render reads it.
        const hostileCount = 40 + (run % 50);
        Object.assign(state, sound(hostileCount), { hostile: faults });
        offset += 2000;
        const refused = faults.some((fault) => REFUSED[fault.kind]);
        const during = await render(now);
        if (refused) expect(during === null || during.scooters === GOOD).toBe(true);
        else expect([GOOD, hostileCount]).toContain(during?.scooters);

        // Sound again, and past any ttl a feed may set (capped): a render shows it within the bound.
        Object.assign(state, sound(SOUND_AFTER));
        offset += (FEED_LIMITS.maxTtlSeconds + 1) * 1000;
        const recovering = Date.now();
        let after: Snapshot | null = null;
        while (Date.now() - recovering < BOUNDS.recoverMs) {
          after = await render(now);
          if (after?.scooters === SOUND_AFTER) break;
          if (refused) expect(after?.scooters).not.toBe(hostileCount);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(after?.scooters).toBe(SOUND_AFTER);

        expect(feeds.elsewhereHits).toEqual([]);
        await expectRedisBounded();
        const cache = gbfsState()?.cache?.size();
        expect(cache && cache.entries <= FEED_LIMITS.cacheEntries && cache.bytes <= FEED_LIMITS.cacheBytes).toBe(true);
        peak = Math.max(peak, process.memoryUsage().rss);
        expect(peak - baseline).toBeLessThan(BOUNDS.rssBytes);
      }),
      // Every fault alone first (at gbfs.json, whose figures are none of the page's, so only the judge can refuse it; at the largest sizes), then random combinations.
      { numRuns: 12 + HOSTILE_KINDS.length, endOnFailure: true, examples: HOSTILE_KINDS.map((kind) => [[{ kind, feed: "gbfs", size: LARGEST[kind], delayMs: 700 }]]) },
    );
  }, 90_000);
});
