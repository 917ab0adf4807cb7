type Entry<T> = { expires: number; value: Promise<T> };

/**
 * GET answers reused for `ttlMs`, keyed by call and parameter. The promise is stored as soon as the call starts, so
 * simultaneous requests share one upstream call, and a flood costs at most one call per key per period. Bounded
 * like the limiter: at most `capacity` keys, least recently used dropped first.
 */
export class ReadCache {
  private entries = new Map<string, Entry<unknown>>();

  constructor(
    readonly ttlMs: number,
    readonly capacity = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const current = this.now();
    const cached = this.entries.get(key);
    this.entries.delete(key);
    if (cached && cached.expires > current) {
      this.entries.set(key, cached);
      return cached.value as Promise<T>;
    }
    const value = load();
    this.entries.set(key, { expires: current + this.ttlMs, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
