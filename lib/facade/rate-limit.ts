/** Sliding-window request counter per client key. */
export class RateLimiter {
  private hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a request and says whether it may proceed. */
  take(key: string): boolean {
    const current = this.now();
    const recent = (this.hits.get(key) ?? []).filter((time) => current - time < this.windowMs);
    const allowed = recent.length < this.limit;
    if (allowed) recent.push(current);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(current);
    return allowed;
  }

  private prune(current: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((time) => current - time >= this.windowMs)) this.hits.delete(key);
    }
  }
}
