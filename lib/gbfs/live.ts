import "server-only";
import { getCity, getMarket } from "@/lib/content";
import type { CityKey } from "@/lib/content/keys";
import { getPricing } from "@/lib/content/pricing";
import { currentMetrics } from "@/lib/metrics/registry";
import { tariffFor } from "@/lib/pricing/tariff";
import { documentCache, type DocumentCache } from "./document-cache";
import { embeddedFetch } from "./embedded";
import { LAST_GOOD_MS, liveUntil } from "./live-guard.cjs";
import { fareDifferences } from "./price-check";
import { readSystem } from "./reader";
import type { Snapshot } from "./snapshot";
import { discoveryUrl, gbfsTemplate } from "./source";

export { LAST_GOOD_MS };

type State = { cache: DocumentCache; lastGood: Map<CityKey, Snapshot>; mismatchLogged: Map<CityKey, string> };
const STATE_KEY = Symbol.for("flamingo.gbfs");

/** One cache per process: Next loads each route's bundle as its own module graph (as lib/metrics/registry.ts does). */
function state(): State {
  const global = globalThis as Record<symbol, State | undefined>;
  global[STATE_KEY] ??= { cache: documentCache(), lastGood: new Map(), mismatchLogged: new Map() };
  return global[STATE_KEY];
}

/** The site's own fare for the price check, from pricing.json through the fare finder's tariff: one minute's rate and the unlock. */
function siteFare(key: CityKey) {
  const tariff = tariffFor(getPricing(), key, 1, null);
  return { currency: "NZD", unlockCents: tariff.unlockCents, perMinuteCents: tariff.perMinuteCents };
}

function checkPrices(key: CityKey, snapshot: Snapshot) {
  if (!snapshot.scooterFare) return;
  const differences = fareDifferences(snapshot.scooterFare, siteFare(key));
  currentMetrics()?.gbfsPriceMismatch(key, differences.length > 0);
  const said = differences.join("; ");
  const { mismatchLogged } = state();
  if (said === (mismatchLogged.get(key) ?? "")) return;
  mismatchLogged.set(key, said);
  if (said) console.warn(`gbfs_price_mismatch city=${key} ${said}`);
  else console.log(`gbfs_price_match city=${key}`);
}

/**
 * A city's live figures for its page, or null when there are none to show (an ended service, or no good read
 * within LAST_GOOD_MS, lib/gbfs/live-guard.cjs). Never throws: a failed feed is counted and logged, and the page renders without it.
 */
export async function liveCity(key: CityKey, now: () => number = Date.now): Promise<Snapshot | null> {
  const city = getCity(key);
  if (city.endedOn) return null;
  const { cache, lastGood } = state();
  const siteUrl = getMarket("nz").siteUrl;
  try {
    const result = await readSystem(discoveryUrl(city.gbfsSystem, siteUrl), {
      cache,
      fetch: gbfsTemplate() ? undefined : embeddedFetch(siteUrl, now),
      now,
    });
    if (result.ok) {
      lastGood.set(key, result.snapshot);
      checkPrices(key, result.snapshot);
      return result.snapshot;
    }
    currentMetrics()?.gbfsFetchError(key);
    console.warn(`gbfs_fetch_failed city=${key} feed=${result.feed} kind=${result.kind} ${result.detail}`);
  } catch (error) {
    currentMetrics()?.gbfsFetchError(key);
    console.warn(`gbfs_fetch_failed city=${key} kind=error ${(error as Error).message}`);
  }
  const last = lastGood.get(key);
  return last && now() <= liveUntil(last.dataTime) ? last : null;
}

/** The system's gbfs.json as a market's pages link it (rel="gbfs"). */
export const gbfsLink = (key: CityKey, siteUrl: string) => discoveryUrl(getCity(key).gbfsSystem, siteUrl);
