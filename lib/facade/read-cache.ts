import { LRUCache } from "lru-cache";
import { fail, type Result } from "./backend";

/** A failed read, thrown inside the cache so lru-cache keeps nothing of it. */
class FailedRead {
  constructor(readonly result: Result<never>) {}
}

/**
 * Whether a result is the API's answer (kept) or a failure to get one (never kept): the API's own 4xx answers (an
 * unknown plan, a region it does not have) are answers; 5xx (the site's 502 `upstream` for a timeout, a reset, a
 * 5xx or a body that breaks the contract) and 429 are failures.
 */
const isFailure = (result: Result<unknown>) => !result.ok && (result.status >= 500 || result.status === 429);

type Load = () => Promise<Result<unknown>>;

/**
 * GET answers reused for `ttlMs`, keyed by call and parameter (`lru-cache`'s fetch): one call in flight per key, so
 * simultaneous requests share it and a flood costs at most one call per key per period; at most `capacity` keys,
 * least recently used dropped first. A failure is never stored: the request that met it gets it, and the next
 * request calls again. Past `ttlMs` the next request refreshes the answer; if that refresh fails, the last good
 * answer is served (and kept) until a refresh succeeds.
 */
export function readCache(ttlMs: number, capacity = 1000, perf?: { now(): number }) {
  // What the call that failed gave, for every request that waited on it (lru-cache resolves them all to undefined).
  const failures = new LRUCache<string, Result<never>>({ max: capacity });
  const cache = new LRUCache<string, Result<unknown>, Load>({
    max: capacity,
    ttl: Math.max(ttlMs, 1),
    ttlResolution: 0,
    allowStaleOnFetchRejection: true,
    ...(perf ? { perf } : {}),
    fetchMethod: async (key, _stale, { context: load }) => {
      const result = await load();
      if (!isFailure(result)) return result;
      failures.set(key, result as Result<never>);
      throw new FailedRead(result as Result<never>);
    },
  });

  return async function read<T>(key: string, load: () => Promise<Result<T>>): Promise<Result<T>> {
    if (ttlMs <= 0) return load();
    // With no last good answer, a rejected fetch resolves to undefined; the caller that started it finds the error
    // in its status, every caller the failed result.
    const status: LRUCache.Status<string, Result<unknown>, Load> = {};
    const result = await cache.fetch(key, { context: load, status });
    if (result) return result as Result<T>;
    if (status.fetchError && !(status.fetchError instanceof FailedRead)) throw status.fetchError;
    return failures.get(key) ?? fail(502, "upstream");
  };
}
