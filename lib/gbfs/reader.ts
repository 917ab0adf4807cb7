import type { DocumentCache } from "./document-cache";
import { fetchDocument, type FailureKind, type FetchLike } from "./fetch-document";
import { REQUIRED_FEEDS, type Documents, type FeedName } from "./feeds";
import { snapshotOf, type Snapshot } from "./snapshot";

export type ReadResult = { ok: true; snapshot: Snapshot } | { ok: false; kind: FailureKind; feed: FeedName; detail: string };

type Options = { cache: DocumentCache; fetch?: FetchLike; timeoutMs?: number; now?: () => number };

/**
 * A system read from its gbfs.json to the five feeds the page uses. Every document passes its official schema
 * first; any one failing fails the whole read (a page must not show counts beside alerts it could not read).
 */
export async function readSystem(discovery: string, { cache, fetch, timeoutMs, now = Date.now }: Options): Promise<ReadResult> {
  const get = async <F extends FeedName>(feed: F, url: string) => {
    const result = await cache.get(url, () => fetchDocument(url, feed, { fetch, timeoutMs, now: now() }));
    return result.ok ? { ...result, doc: result.doc as unknown as Documents[F] } : { ...result, feed };
  };
  const index = await get("gbfs", discovery);
  if (!index.ok) return index;
  const urls = new Map(index.doc.data.feeds.map((entry) => [entry.name, entry.url]));
  const missing = REQUIRED_FEEDS.find((feed) => !urls.has(feed));
  if (missing) return { ok: false, kind: "missing_feed", feed: missing, detail: "not listed in gbfs.json" };
  const optional = <F extends "system_pricing_plans" | "system_alerts">(feed: F) => {
    const url = urls.get(feed);
    return url ? get(feed, url) : Promise.resolve(null);
  };
  const [information, types, status, plans, alerts] = await Promise.all([
    get("system_information", urls.get("system_information")!),
    get("vehicle_types", urls.get("vehicle_types")!),
    get("vehicle_status", urls.get("vehicle_status")!),
    optional("system_pricing_plans"),
    optional("system_alerts"),
  ]);
  if (!information.ok) return information;
  if (!types.ok) return types;
  if (!status.ok) return status;
  if (plans && !plans.ok) return plans;
  if (alerts && !alerts.ok) return alerts;
  return {
    ok: true,
    snapshot: snapshotOf(
      {
        system_information: information.doc,
        vehicle_types: types.doc,
        vehicle_status: status.doc,
        ...(plans ? { system_pricing_plans: plans.doc } : {}),
        ...(alerts ? { system_alerts: alerts.doc } : {}),
      },
      status.lastUpdated,
    ),
  };
}
