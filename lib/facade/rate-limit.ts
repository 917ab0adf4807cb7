type Window = { start: number; current: number; previous: number };

/**
 * Requests per client key in a sliding window, approximated from two fixed windows (the previous one weighted by
 * how much of it still overlaps the sliding one). Memory is fixed: at most `capacity` keys, the least recently seen
 * dropped first (a Map keeps insertion order, and every hit re-inserts its key). Work per request is O(1).
 */
export class RateLimiter {
  private windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly capacity = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  /** Whether a request of `weight` would be allowed now, without counting it. */
  allows(key: string, weight = 1): boolean {
    const current = this.now();
    const start = Math.floor(current / this.windowMs) * this.windowMs;
    const window = this.windows.get(key);
    if (!window) return weight - 1 < this.limit;
    const [previous, now] = window.start === start ? [window.previous, window.current] : [start - window.start === this.windowMs ? window.current : 0, 0];
    return previous * (1 - (current - start) / this.windowMs) + now + (weight - 1) < this.limit;
  }

  /**
   * Records a request and says whether it may proceed; refused requests are not counted. `weight` (default one)
   * counts a request as that many, e.g. the bytes of a stored record.
   */
  take(key: string, weight = 1): boolean {
    return this.reserve(key, weight) !== null;
  }

  /**
   * A take that can be handed back: null when refused, else a function that uncounts it (once), for work that was
   * counted before it was done and then failed. Check and count are one step, so a burst cannot pass the limit.
   */
  reserve(key: string, weight = 1): (() => void) | null {
    const current = this.now();
    const start = Math.floor(current / this.windowMs) * this.windowMs;
    const window = this.windows.get(key) ?? { start, current: 0, previous: 0 };
    this.windows.delete(key);
    if (window.start !== start) {
      window.previous = start - window.start === this.windowMs ? window.current : 0;
      window.current = 0;
      window.start = start;
    }
    const overlap = 1 - (current - start) / this.windowMs;
    const allowed = window.previous * overlap + window.current + (weight - 1) < this.limit;
    if (allowed) window.current += weight;
    this.windows.set(key, window);
    if (this.windows.size > this.capacity) this.windows.delete(this.windows.keys().next().value!);
    if (!allowed) return null;
    let released = false;
    return () => {
      const held = this.windows.get(key);
      if (released || !held) return;
      released = true;
      // The take counted in the window it fell in: that one is `current` still, or `previous` once the next began.
      if (held.start === start) held.current = Math.max(0, held.current - weight);
      else if (held.start - start === this.windowMs) held.previous = Math.max(0, held.previous - weight);
    };
  }
}
