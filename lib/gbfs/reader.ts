import type { DocumentCache } from "./document-cache";
import { fetchDocument, type FailureKind, type FetchLike } from "./fetch-document";
import { REQUIRED_FEEDS, type Documents, type FeedName } from "./feeds";
import { snapshotOf, type Snapshot } from "./snapshot";

/** `ttl`: vehicle_status's, in seconds as kept (capped): how long the snapshot may be reused before it is read again. */
export type ReadResult = { ok: true; snapshot: Snapshot; ttl: number } | { ok: false; kind: FailureKind; feed: FeedName; detail: string };

type Options = { cache: DocumentCache; fetch?: FetchLike; timeoutMs?: number; now?: () => number };

/**
 * A system read from its gbfs.json to the feeds the page uses, on the gbfs.json's own origin only (a feed listed
 * elsewhere is a failure, `off_origin`). Every document is judged first (lib/gbfs/judge.ts); any one failing fails
 * the whole read (a page must not show counts beside alerts it could not read). Stations are read where gbfs.json
 * lists both station feeds, so docked vehicles are drawn at their station.
 */
export async function readSystem(discovery: string, { cache, fetch, timeoutMs, now = Date.now }: Options): Promise<ReadResult> {
  const origin = new URL(discovery).origin;
  const get = async <F extends FeedName>(feed: F, url: string) => {
    const result = await cache.get(url, () => fetchDocument(url, feed, { fetch, timeoutMs, now: now(), origin }), now());
    return result.ok ? { ...result, doc: result.doc as unknown as Documents[F] } : { ...result, feed };
  };
  const index = await get("gbfs", discovery);
  if (!index.ok) return index;
  const urls = new Map(index.doc.data.feeds.map((entry) => [entry.name, entry.url]));
  const missing = REQUIRED_FEEDS.find((feed) => !urls.has(feed));
  if (missing) return { ok: false, kind: "missing_feed", feed: missing, detail: "not listed in gbfs.json" };
  const optional = <F extends "system_pricing_plans" | "system_alerts" | "station_information" | "station_status">(feed: F, when = true) => {
    const url = urls.get(feed);
    return url && when ? get(feed, url) : Promise.resolve(null);
  };
  const stations = urls.has("station_information") && urls.has("station_status");
  const [information, types, status, plans, alerts, stationInformation, stationStatus] = await Promise.all([
    get("system_information", urls.get("system_information")!),
    get("vehicle_types", urls.get("vehicle_types")!),
    get("vehicle_status", urls.get("vehicle_status")!),
    optional("system_pricing_plans"),
    optional("system_alerts"),
    optional("station_information", stations),
    optional("station_status", stations),
  ]);
  for (const result of [information, types, status, plans, alerts, stationInformation, stationStatus]) if (result && !result.ok) return result;
  if (!information.ok || !types.ok || !status.ok) throw new Error("unreachable: failures returned above");
  const doc = <T>(result: { ok: true; doc: T } | { ok: false } | null) => (result && result.ok ? result.doc : undefined);
  return {
    ok: true,
    ttl: status.ttl,
    snapshot: snapshotOf(
      {
        system_information: information.doc,
        vehicle_types: types.doc,
        vehicle_status: status.doc,
        system_pricing_plans: doc(plans),
        system_alerts: doc(alerts),
        station_information: doc(stationInformation),
        station_status: doc(stationStatus),
      },
      status.lastUpdated,
      now(),
    ),
  };
}
