import type { FeedName, Header } from "./feeds";
import { FEED_LIMITS } from "./limits";
import { schemaError } from "./validate";

/** Why a document was refused after it was read; each is a reason of flamingo_gbfs_fetch_errors_total. */
export type JudgeFailure = "not_json" | "too_deep" | "too_many" | "too_long" | "schema" | "bad_date" | "bad_timezone" | "future" | "stale";

export type Judged<T = unknown> = { ok: true; doc: T & Header; ttl: number; lastUpdated: number } | { ok: false; kind: JudgeFailure; detail: string };

/** How long a feed may go without an update before it counts as stale: three of its ttl (a day at most), and never under five minutes. */
export const staleAfterMs = (ttlSeconds: number) => Math.max(3 * Math.min(ttlSeconds, 86_400), 300) * 1000;

/** The ttl as kept: seconds, never negative, never over FEED_LIMITS.maxTtlSeconds (a ttl of 1e400 parses as Infinity). */
export const keptTtl = (ttl: number) => (Number.isFinite(ttl) ? Math.min(Math.max(0, Math.floor(ttl)), FEED_LIMITS.maxTtlSeconds) : FEED_LIMITS.maxTtlSeconds);

/** The first bound of size the value breaks, walked without recursion (a document can nest 100,000 deep). */
function shapeError(root: unknown): { kind: "too_deep" | "too_many" | "too_long"; detail: string } | null {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      if (value.length > FEED_LIMITS.maxStringLength) return { kind: "too_long", detail: `a string of ${value.length} characters` };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= FEED_LIMITS.maxDepth) return { kind: "too_deep", detail: `nested over ${FEED_LIMITS.maxDepth} deep` };
    if (Array.isArray(value)) {
      if (value.length > FEED_LIMITS.maxArrayLength) return { kind: "too_many", detail: `an array of ${value.length} items` };
      for (const item of value) stack.push([item, depth + 1]);
    } else {
      for (const [key, item] of Object.entries(value)) {
        if (key.length > FEED_LIMITS.maxStringLength) return { kind: "too_long", detail: `a key of ${key.length} characters` };
        stack.push([item, depth + 1]);
      }
    }
  }
  return null;
}

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-NZ", { timeZone: zone }).format(0);
    return true;
  } catch {
    return false;
  }
};

type Loose = { data?: Record<string, unknown> };

/** What one feed's data must also hold beyond its schema: counts the pages can afford, dates and zones this runtime reads. */
function feedError(feed: FeedName, doc: Loose): { kind: JudgeFailure; detail: string } | null {
  const data = doc.data ?? {};
  const count = (list: unknown, max: number, what: string) => (Array.isArray(list) && list.length > max ? { kind: "too_many" as const, detail: `${list.length} ${what}, over ${max}` } : null);
  if (feed === "system_information") {
    const zone = String(data.timezone);
    return validZone(zone) ? null : { kind: "bad_timezone", detail: `time zone ${zone.slice(0, 40)} is not one this runtime knows` };
  }
  if (feed === "vehicle_types") return count(data.vehicle_types, FEED_LIMITS.maxTypes, "vehicle types");
  if (feed === "system_pricing_plans") return count(data.plans, FEED_LIMITS.maxPlans, "plans");
  if (feed === "system_alerts") {
    const alerts = data.alerts as { times?: { start: string; end?: string }[] }[];
    const tooMany = count(alerts, FEED_LIMITS.maxAlerts, "alerts");
    if (tooMany) return tooMany;
    for (const alert of alerts) {
      for (const time of alert.times ?? []) {
        for (const stamp of [time.start, time.end]) if (stamp !== undefined && !Number.isFinite(Date.parse(stamp))) return { kind: "bad_date", detail: `alert time ${stamp.slice(0, 40)}` };
      }
    }
  }
  return null;
}

/**
 * A document's text judged before anything keeps it: JSON; within the size bounds; valid against its official schema;
 * dated by a last_updated this runtime parses, not ahead of the clock by more than the skew and not stale; the
 * feed's own checks. Never throws.
 */
export function judgeDocument<T>(feed: FeedName, text: string, now: number): Judged<T> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, kind: "not_json", detail: "the body is not JSON" };
  }
  const shape = shapeError(doc);
  if (shape) return { ok: false, ...shape };
  const invalid = schemaError(feed, doc);
  if (invalid) return { ok: false, kind: "schema", detail: invalid };
  const header = doc as Header;
  // RFC 3339 allows a leap second (23:59:60), which Date.parse refuses: such a stamp is no time this runtime can use.
  const lastUpdated = Date.parse(header.last_updated);
  if (!Number.isFinite(lastUpdated)) return { ok: false, kind: "bad_date", detail: `last_updated ${header.last_updated}` };
  if (lastUpdated > now + FEED_LIMITS.futureSkewMs) return { ok: false, kind: "future", detail: `last_updated ${header.last_updated} is ahead of this instance's clock` };
  if (now - lastUpdated > staleAfterMs(header.ttl)) return { ok: false, kind: "stale", detail: `last_updated ${header.last_updated} with ttl ${header.ttl}` };
  const own = feedError(feed, doc as Loose);
  if (own) return { ok: false, ...own };
  return { ok: true, doc: doc as T & Header, ttl: keptTtl(header.ttl), lastUpdated };
}
