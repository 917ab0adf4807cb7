import type { FeedName, Header } from "./feeds";
import { judgeDocument, staleAfterMs, type JudgeFailure } from "./judge";
import { FEED_LIMITS } from "./limits";
import { readBounded } from "./read-body";

export { staleAfterMs };

/** Why a document could not be used: each is counted in flamingo_gbfs_fetch_errors_total by reason and logged by name. */
export type FailureKind = "unreachable" | "timeout" | "status" | "too_large" | "off_origin" | "redirect" | "missing_feed" | JudgeFailure;

export type Fetched<T = unknown> =
  | { ok: true; doc: T & Header; ttl: number; lastUpdated: number; bytes: number }
  | { ok: false; kind: FailureKind; detail: string };

export type FetchLike = (url: string, init: { signal: AbortSignal; headers: Record<string, string>; redirect: "manual" }) => Promise<Response>;

export const DEFAULT_TIMEOUT_MS = FEED_LIMITS.deadlineMs;

type Options = { fetch?: FetchLike; timeoutMs?: number; now?: number; maxBytes?: number; origin?: string };

/**
 * Node's own fetch, not the one Next patches in a server (which would track a read in the render's store and may keep
 * its response in the data cache): the reader keeps documents itself, bounded, and a read may outlive the render that
 * started it.
 */
const plainFetch = () => {
  const current = globalThis.fetch as typeof globalThis.fetch & { _nextOriginalFetch?: typeof globalThis.fetch };
  return (current._nextOriginalFetch ?? current) as FetchLike;
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * One GBFS document: fetched from `origin` only (the template's gbfs.json's scheme, host and port; a redirect is
 * followed only when it stays there), read within a byte limit and one deadline over the whole exchange, then judged
 * (lib/gbfs/judge.ts). Any failure is returned as its kind, never thrown, and never gives a document. `ttl` is the
 * feed's, in seconds, capped (FEED_LIMITS.maxTtlSeconds).
 */
export async function fetchDocument<T>(url: string, feed: FeedName, options: Options = {}): Promise<Fetched<T>> {
  const { fetch = plainFetch(), timeoutMs = DEFAULT_TIMEOUT_MS, now = Date.now(), maxBytes = FEED_LIMITS.maxBytes } = options;
  const origin = options.origin ?? originOf(url);
  const started = performance.now();
  const left = () => timeoutMs - (performance.now() - started);
  // Aborted only once this read has settled (by its own timers, below), to free the connection.
  const controller = new AbortController();
  const timeout = { ok: false, kind: "timeout", detail: `no answer within ${timeoutMs} ms` } as const;
  try {
    let current = url;
    for (let hop = 0; ; hop++) {
      if (!origin || originOf(current) !== origin) return { ok: false, kind: "off_origin", detail: `${current.slice(0, 200)} is not on ${origin}` };
      let deadline: ReturnType<typeof setTimeout> | undefined;
      const response = await Promise.race([
        fetch(current, { signal: controller.signal, headers: { accept: "application/json" }, redirect: "manual" }),
        new Promise<null>((resolve) => (deadline = setTimeout(() => resolve(null), Math.max(0, left())))),
      ]).finally(() => clearTimeout(deadline));
      if (!response) return timeout;
      if (response.status >= 300 && response.status < 400) {
        void response.body?.cancel().catch(() => {});
        const location = response.headers.get("location");
        const next = location ? new URL(location, current).href : null;
        if (!next || originOf(next) !== origin) return { ok: false, kind: "redirect", detail: `HTTP ${response.status} to ${(location ?? "nowhere").slice(0, 200)}, off ${origin}` };
        if (hop >= FEED_LIMITS.maxRedirects) return { ok: false, kind: "redirect", detail: `over ${FEED_LIMITS.maxRedirects} redirects` };
        current = next;
        continue;
      }
      if (!response.ok) {
        void response.body?.cancel().catch(() => {});
        return { ok: false, kind: "status", detail: `HTTP ${response.status}` };
      }
      const body = await readBounded(response.body, maxBytes, left());
      if (!body.ok) return body.kind === "timeout" ? { ...timeout, detail: body.detail } : body;
      const judged = judgeDocument<T>(feed, body.text, now);
      return judged.ok ? { ...judged, bytes: body.bytes } : judged;
    }
  } catch (error) {
    return { ok: false, kind: "unreachable", detail: (error as Error).message };
  } finally {
    controller.abort();
  }
}
