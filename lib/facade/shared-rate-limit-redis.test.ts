import fc from "fast-check";
import { useSharedRedis } from "@/tests/redis-server";
import { RateLimiter } from "./rate-limit";
import { sharedLimiter } from "./shared-rate-limit";

const WINDOW_MS = 60_000;
const LIMIT = 1000;

/** The fallback, which must not be asked here: a take it answered would be the oracle agreeing with itself. */
class Unreachable extends RateLimiter {
  override take(): boolean {
    throw new Error("the local limiter decided: Redis did not answer");
  }

  override reserve(): null {
    throw new Error("the local limiter decided: Redis did not answer");
  }
}

describe("sharedLimiter on a real Redis", () => {
  const redis = useSharedRedis();

  let run = 0;

  it("decides every take as the local limiter does, costs and window edges included (the local one is the oracle)", async () => {
    // A take: which of three clients, its cost (one request to a whole quota and past it), and how far the clock
    // moves first (not at all, a little, to a window's edge, past the previous window).
    const take = fc.record({
      client: fc.constantFrom("198.51.100.7", "203.0.113.9", "2001:db8:1:2::/64"),
      cost: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 400 }), fc.constantFrom(LIMIT - 1, LIMIT, LIMIT + 1)),
      advance: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: WINDOW_MS / 4 }), fc.constantFrom(WINDOW_MS - 1, WINDOW_MS, 2 * WINDOW_MS)),
    });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10 ** 9 }), fc.array(take, { maxLength: 40 }), async (start, takes) => {
        let now = start;
        const clock = () => now;
        const oracle = new RateLimiter(LIMIT, WINDOW_MS, 10_000, clock);
        // A budget of its own per run, so runs never see each other's counters.
        const shared = sharedLimiter(`property-${run++}`, new Unreachable(LIMIT, WINDOW_MS), redis(), clock);
        for (const { client, cost, advance } of takes) {
          now += advance;
          // `allows` first: it answers as the take that follows, and counts nothing.
          expect(await shared.allows(client, cost)).toBe(oracle.allows(client, cost));
          expect(await shared.take(client, cost)).toBe(oracle.take(client, cost));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("lets at most `limit` of a burst of concurrent reserves through, and a release hands one back", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 60 }), async (limit, burst) => {
        const clock = () => 1_000_000;
        const shared = sharedLimiter(`burst-${run++}`, new Unreachable(limit, WINDOW_MS), redis(), clock);
        const releases = await Promise.all(Array.from({ length: burst }, () => shared.reserve("priya")));
        const held = releases.filter((release) => release !== null);
        expect(held.length).toBe(Math.min(limit, burst)); // the model: a plain count, nothing released yet
        await held[0]!();
        await held[0]!(); // handed back once, however often it is called
        expect(await shared.reserve("priya")).not.toBeNull();
        if (burst >= limit) expect(await shared.reserve("priya")).toBeNull();
      }),
      { numRuns: 30 },
    );
  });
});

