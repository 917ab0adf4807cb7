import type { FeedName, Header } from "./feeds";
import { schemaError } from "./validate";

/** Why a document could not be used: each is counted in flamingo_gbfs_fetch_errors_total and logged by name. */
export type FailureKind = "unreachable" | "timeout" | "status" | "not_json" | "schema" | "stale" | "missing_feed";

export type Fetched<T = unknown> = { ok: true; doc: T & Header; ttl: number; lastUpdated: number } | { ok: false; kind: FailureKind; detail: string };

export type FetchLike = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

/** How long a feed may go without an update before it counts as stale: three of its ttl, and never under five minutes. */
export const staleAfterMs = (ttlSeconds: number) => Math.max(3 * ttlSeconds, 300) * 1000;

export const DEFAULT_TIMEOUT_MS = 5000;

/**
 * One GBFS document: fetched with a deadline, parsed, checked against its official schema and for a last_updated
 * far older than its ttl. Any failure is returned as its kind, never thrown, and never gives a document.
 */
export async function fetchDocument<T>(
  url: string,
  feed: FeedName,
  { fetch = globalThis.fetch as FetchLike, timeoutMs = DEFAULT_TIMEOUT_MS, now = Date.now() }: { fetch?: FetchLike; timeoutMs?: number; now?: number } = {},
): Promise<Fetched<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let text: string;
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: "application/json" } });
    if (!response.ok) {
      void response.body?.cancel().catch(() => {});
      return { ok: false, kind: "status", detail: `HTTP ${response.status}` };
    }
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, kind: "timeout", detail: `no answer within ${timeoutMs} ms` };
    return { ok: false, kind: "unreachable", detail: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, kind: "not_json", detail: "the body is not JSON" };
  }
  const invalid = schemaError(feed, doc);
  if (invalid) return { ok: false, kind: "schema", detail: invalid };
  const header = doc as Header;
  const lastUpdated = Date.parse(header.last_updated);
  if (now - lastUpdated > staleAfterMs(header.ttl)) return { ok: false, kind: "stale", detail: `last_updated ${header.last_updated} with ttl ${header.ttl}` };
  return { ok: true, doc: doc as T & Header, ttl: header.ttl, lastUpdated };
}
