import fc from "fast-check";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows `limit` requests per window per client, then refuses until the window slides", () => {
    let now = 0;
    const limiter = new RateLimiter(3, 1000, 100, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take("a"))).toEqual([true, true, true, false]);
    expect(limiter.take("b")).toBe(true);
    now = 999;
    expect(limiter.take("a")).toBe(false);
    // Just into the next window the previous one still counts almost fully.
    now = 1000;
    expect(limiter.take("a")).toBe(false);
    // Six tenths through, 40% of the previous window's three (1.2) plus this window's requests count.
    now = 1600;
    expect([1, 2, 3].map(() => limiter.take("a"))).toEqual([true, true, false]);
    now = 3000;
    expect([1, 2, 3, 4].map(() => limiter.take("a"))).toEqual([true, true, true, false]);
  });

  it("cannot be beaten by spreading requests over a window boundary", () => {
    let now = 900;
    const limiter = new RateLimiter(10, 1000, 100, () => now);
    const early = Array.from({ length: 10 }, () => limiter.take("a")).filter(Boolean).length;
    now = 1100;
    const late = Array.from({ length: 10 }, () => limiter.take("a")).filter(Boolean).length;
    expect(early).toBe(10);
    expect(late).toBeLessThanOrEqual(2);
  });

  it("keeps at most `capacity` clients, forgetting the least recently seen first", () => {
    const limiter = new RateLimiter(1, 60_000, 3, () => 0);
    for (const key of ["a", "b", "c"]) limiter.take(key);
    expect(limiter.take("a")).toBe(false); // a is now the most recent
    limiter.take("d"); // evicts b
    expect(limiter.size).toBe(3);
    expect(limiter.take("b")).toBe(true);
    expect(limiter.take("a")).toBe(false);
  });

  it("holds 30,000 distinct keys in bounded memory and constant time per request", () => {
    const limiter = new RateLimiter(20, 60_000, 10_000);
    const started = performance.now();
    for (let i = 0; i < 30_000; i += 1) limiter.take(`198.51.${i >> 8}.${i & 255}-${i}`);
    const perRequestMs = (performance.now() - started) / 30_000;
    expect(limiter.size).toBe(10_000);
    expect(perRequestMs).toBeLessThan(0.05);
  });

  it("counts a weighted request as that many, and refuses one that would pass the limit", () => {
    let now = 0;
    const limiter = new RateLimiter(1000, 60_000, 10, () => now);
    expect(limiter.take("a", 600)).toBe(true);
    expect(limiter.take("a", 401)).toBe(false);
    expect(limiter.take("a", 400)).toBe(true);
    expect(limiter.take("a")).toBe(false);
    now = 150_000; // two windows on: nothing left of the old count
    expect(limiter.take("a", 1000)).toBe(true);
  });

  it("answers `allows` as a take at that moment would, and counts nothing (a replay of the takes is the oracle)", () => {
    const step = fc.record({ key: fc.constantFrom("a", "b"), weight: fc.integer({ min: 1, max: 5 }), advance: fc.integer({ min: 0, max: 1500 }), peek: fc.boolean() });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let now = 0;
        const limiter = new RateLimiter(4, 1000, 100, () => now);
        const history: { at: number; key: string; weight: number }[] = [];
        for (const { key, weight, advance, peek } of steps) {
          now += advance;
          if (peek) {
            // A fresh limiter given the same takes at the same moments, then asked to take: what allows must say.
            let replayed = 0;
            const replay = new RateLimiter(4, 1000, 100, () => replayed);
            for (const entry of history) {
              replayed = entry.at;
              replay.take(entry.key, entry.weight);
            }
            replayed = now;
            expect(limiter.allows(key, weight)).toBe(replay.take(key, weight));
          } else if (limiter.take(key, weight)) history.push({ at: now, key, weight });
        }
      }),
    );
  });
});

describe("RateLimiter.reserve", () => {
  it("holds at most `limit` at once however reserves and releases interleave in a window (a plain count is the model)", () => {
    const step = fc.oneof(fc.constant({ kind: "reserve" as const }), fc.record({ kind: fc.constant("release" as const), which: fc.nat() }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(step, { maxLength: 60 }), (limit, steps) => {
        const limiter = new RateLimiter(limit, 60_000, 100, () => 1000);
        const held: (() => void)[] = [];
        let count = 0; // the model: what is held now
        for (const action of steps) {
          if (action.kind === "reserve") {
            const release = limiter.reserve("subject");
            expect(release !== null).toBe(count < limit);
            if (release) {
              held.push(release);
              count++;
            }
          } else if (held.length > 0) {
            const [release] = held.splice(action.which % held.length, 1);
            release!();
            release!(); // a second call hands back nothing more
            count--;
          }
          expect(limiter.allows("subject")).toBe(count < limit);
        }
      }),
    );
  });

  it("hands a reservation back to the window it was counted in, after the next window began", () => {
    let now = 500;
    const limiter = new RateLimiter(2, 1000, 100, () => now);
    const first = limiter.reserve("a")!;
    limiter.reserve("a");
    now = 1000; // the previous window still counts in full
    expect(limiter.allows("a")).toBe(false);
    first();
    expect(limiter.allows("a")).toBe(true);
  });
});
