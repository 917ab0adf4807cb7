import "server-only";
import { sharedRedis } from "@/lib/cache/redis-connection.cjs";
import { getCity, getMarket } from "@/lib/content";
import type { CityKey } from "@/lib/content/keys";
import { getPricing } from "@/lib/content/pricing";
import { currentMetrics } from "@/lib/metrics/registry";
import { tariffFor } from "@/lib/pricing/tariff";
import { documentCache, type DocumentCache } from "./document-cache";
import { embeddedFetch } from "./embedded";
import { FEED_LIMITS } from "./limits";
import { LAST_GOOD_MS, liveUntil } from "./live-guard.cjs";
import { checkPrices } from "./price-check";
import { readSystem } from "./reader";
import type { Snapshot } from "./snapshot";
import { isFresh, snapshotStore, type Held, type SnapshotStore } from "./snapshot-store";
import { discoveryUrl, gbfsTemplate } from "./source";

export { LAST_GOOD_MS };

/**
 * How long a render waits for a read it has just started: when the instance holds figures it could show, but they are
 * due (a warm read of a sound feed takes ~150 ms); and when it holds none (the first read after a start also compiles
 * the schemas: ~1.7 s measured on a loaded machine). No feed makes a page wait longer: the read goes on beside the
 * render, bounded by FEED_LIMITS.systemDeadlineMs, and the next render shows what it brought.
 */
export const RENDER_WAIT_MS = { due: 500, cold: 4000 } as const;
/** How long an instance that finds another reading the feed (the Redis lock) waits for its answer before reading itself. */
const LOCK_WAIT_MS = 250;

type State = {
  cache: DocumentCache;
  store: SnapshotStore;
  held: Map<CityKey, Held>;
  reading: Map<CityKey, { pending: Promise<void>; until: number }>;
  priceLogged: Map<CityKey, string>;
};
const STATE_KEY = Symbol.for("flamingo.gbfs");

/** One state per process: Next loads each route's bundle as its own module graph (as lib/metrics/registry.ts does). */
function state(): State {
  const global = globalThis as Record<symbol, State | undefined>;
  global[STATE_KEY] ??= { cache: documentCache(), store: snapshotStore(sharedRedis()), held: new Map(), reading: new Map(), priceLogged: new Map() };
  return global[STATE_KEY];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for `promise` at most `ms`; it goes on either way. */
const within = (promise: Promise<unknown>, ms: number) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer));
};

/** The site's own fare for the price check, from pricing.json through the fare finder's tariff: one minute's rate and the unlock. */
function siteFare(key: CityKey) {
  const tariff = tariffFor(getPricing(), key, 1, null);
  return { currency: "NZD", unlockCents: tariff.unlockCents, perMinuteCents: tariff.perMinuteCents };
}

/** Sets the price gauges from a new snapshot, and logs the check's outcome when it changes. */
function reportPrices(key: CityKey, snapshot: Snapshot) {
  const check = checkPrices(snapshot.fares ?? [], siteFare(key));
  currentMetrics()?.gbfsPriceCheck(key, check.checked, check.differences.length > 0);
  const unchecked = check.unchecked.length > 0 ? ` (not checked: ${check.unchecked.join("; ")})` : "";
  const said =
    check.differences.length > 0
      ? `gbfs_price_mismatch city=${key} ${check.differences.join("; ")}${unchecked}`
      : check.checked === 0
        ? `gbfs_price_unchecked city=${key} ${check.unchecked.join("; ") || "the feed lists no pricing plans"}`
        : `gbfs_price_match city=${key} ${check.checked} plan${check.checked === 1 ? "" : "s"}${unchecked}`;
  const { priceLogged } = state();
  if (said === priceLogged.get(key)) return;
  priceLogged.set(key, said);
  if (said.startsWith("gbfs_price_match")) console.log(said);
  else console.warn(said);
}

function failed(key: CityKey, reason: string, feed: string, detail: string) {
  currentMetrics()?.gbfsFetchError(key, reason);
  console.warn(`gbfs_fetch_failed city=${key} feed=${feed} kind=${reason} ${detail}`);
}

function hold(key: CityKey, held: Held) {
  state().held.set(key, held);
  reportPrices(key, held.snapshot);
}

/** One read of a city's system: another instance's fresh snapshot from Redis, else the feeds (then shared through Redis). */
async function read(key: CityKey, now: () => number) {
  const { cache, store } = state();
  const siteUrl = getMarket("nz").siteUrl;
  const url = discoveryUrl(getCity(key).gbfsSystem, siteUrl);
  const shared = await store.get(url, now());
  if (shared) return hold(key, shared);
  if (!(await store.lock(url))) {
    await sleep(LOCK_WAIT_MS);
    const readElsewhere = await store.get(url, now());
    if (readElsewhere) return hold(key, readElsewhere);
  }
  try {
    const result = await readSystem(url, { cache, fetch: gbfsTemplate() ? undefined : embeddedFetch(siteUrl, now), now });
    if (!result.ok) return failed(key, result.kind, result.feed, result.detail);
    const held = { snapshot: result.snapshot, readAt: now(), ttl: result.ttl };
    hold(key, held);
    await store.set(url, held);
  } finally {
    // The next instance to find the snapshot missing reads at once, rather than waiting out this read's lock.
    await store.unlock(url);
  }
}

/** The city's read in flight, or a new one: one at a time per city, and never one older than its deadline. */
function refresh(key: CityKey, now: () => number): Promise<void> {
  const { reading } = state();
  const flight = reading.get(key);
  if (flight && performance.now() < flight.until) return flight.pending;
  const entry = { pending: Promise.resolve(), until: performance.now() + FEED_LIMITS.systemDeadlineMs };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => resolve(failed(key, "timeout", "all", `no read within ${FEED_LIMITS.systemDeadlineMs} ms`)), FEED_LIMITS.systemDeadlineMs);
  });
  entry.pending = Promise.race([read(key, now).catch((error: Error) => failed(key, "error", "all", error.message)), deadline]).finally(() => {
    clearTimeout(timer);
    if (reading.get(key) === entry) reading.delete(key);
  });
  reading.set(key, entry);
  return entry.pending;
}

/** Figures are shown while their data is at most LAST_GOOD_MS old (lib/gbfs/live-guard.cjs) and not from the future. */
const showable = (snapshot: Snapshot, now: number) => snapshot.dataTime <= now + FEED_LIMITS.futureSkewMs && now <= liveUntil(snapshot.dataTime);

/**
 * A city's live figures for its page, or null when there are none to show (an ended service, or no good read within
 * LAST_GOOD_MS). The page renders from what this instance holds; when that is due, a read starts beside the render,
 * which waits for it at most RENDER_WAIT_MS. Never throws: a failed read is counted by reason and logged.
 */
export async function liveCity(key: CityKey, now: () => number = Date.now): Promise<Snapshot | null> {
  try {
    if (getCity(key).endedOn) return null;
    const { held } = state();
    const kept = held.get(key);
    if (!kept || !isFresh(kept, now())) await within(refresh(key, now), kept && showable(kept.snapshot, now()) ? RENDER_WAIT_MS.due : RENDER_WAIT_MS.cold);
    const latest = held.get(key);
    return latest && showable(latest.snapshot, now()) ? latest.snapshot : null;
  } catch (error) {
    failed(key, "error", "all", (error as Error).message);
    return null;
  }
}

/** The system's gbfs.json as a market's pages link it (rel="gbfs"). */
export const gbfsLink = (key: CityKey, siteUrl: string) => discoveryUrl(getCity(key).gbfsSystem, siteUrl);
