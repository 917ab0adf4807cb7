import type { Fetched } from "./fetch-document";
import { staleAfterMs } from "./judge";
import { FEED_LIMITS } from "./limits";

type Good = Extract<Fetched, { ok: true }>;
type Load = () => Promise<Fetched>;
type Limits = { entries: number; bytes: number; deadlineMs: number };

const DEFAULTS: Limits = { entries: FEED_LIMITS.cacheEntries, bytes: FEED_LIMITS.cacheBytes, deadlineMs: FEED_LIMITS.deadlineMs + 1000 };

/**
 * Good documents kept in this instance's memory for their (capped) ttl, so a feed is fetched once per ttl, never once
 * per render. Bounded: at most `entries` documents and `bytes` of them, the least recently used going first (a
 * gbfs.json listing cache-busting URLs would otherwise add a document every ttl). A copy is judged by its age when it
 * is read, never only when kept. A failure is never kept; a ttl of 0 (data updated continually) is not kept either.
 * Concurrent reads of one URL share one load, but never past `deadlineMs`: a later read starts afresh, and the shared
 * load itself settles by then whatever the feed does. (Redis holds no documents: lib/gbfs/snapshot-store.ts.)
 */
export function documentCache(now: () => number = Date.now, limits: Partial<Limits> = {}) {
  const { entries, bytes, deadlineMs } = { ...DEFAULTS, ...limits };
  const memory = new Map<string, { good: Good; expiresAt: number }>();
  const inFlight = new Map<string, { pending: Promise<Fetched>; until: number }>();
  let held = 0;

  const drop = (url: string) => {
    const kept = memory.get(url);
    if (!kept) return;
    held -= kept.good.bytes;
    memory.delete(url);
  };
  const remember = (url: string, good: Good, at: number) => {
    drop(url);
    if (good.ttl <= 0 || good.bytes > bytes) return;
    memory.set(url, { good, expiresAt: at + good.ttl * 1000 });
    held += good.bytes;
    // A Map iterates in insertion order, and a read re-inserts: the first key is the least recently used.
    while (memory.size > entries || held > bytes) drop(memory.keys().next().value!);
  };
  const fresh = (kept: { good: Good; expiresAt: number }, at: number) =>
    at < kept.expiresAt && kept.expiresAt - at <= kept.good.ttl * 1000 && at - kept.good.lastUpdated <= staleAfterMs(kept.good.ttl);

  const withDeadline = (load: Load): Promise<Fetched> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<Fetched>((resolve) => (timer = setTimeout(() => resolve({ ok: false, kind: "timeout", detail: `no document within ${deadlineMs} ms` }), deadlineMs)));
    return Promise.race([load().catch((error: Error): Fetched => ({ ok: false, kind: "unreachable", detail: error.message })), deadline]).finally(() => clearTimeout(timer));
  };

  return {
    /** `at`: the reader's clock (epoch ms), by which a kept copy's age is judged. */
    get(url: string, load: Load, at: number = now()): Promise<Fetched> {
      const kept = memory.get(url);
      if (kept && fresh(kept, at)) {
        memory.delete(url);
        memory.set(url, kept);
        return Promise.resolve(kept.good);
      }
      drop(url);
      const flight = inFlight.get(url);
      if (flight && performance.now() < flight.until) return flight.pending;
      const entry = { pending: Promise.resolve<Fetched>({ ok: false, kind: "timeout", detail: "" }), until: performance.now() + deadlineMs };
      entry.pending = withDeadline(load).then((result) => {
        if (inFlight.get(url) === entry) inFlight.delete(url);
        if (result.ok) remember(url, result, at);
        return result;
      });
      inFlight.set(url, entry);
      return entry.pending;
    },
    /** Documents and bytes held now (for tests and the oracle's bounds). */
    size: () => ({ entries: memory.size, bytes: held }),
  };
}

export type DocumentCache = ReturnType<typeof documentCache>;
