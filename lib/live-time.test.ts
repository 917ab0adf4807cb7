import fc from "fast-check";
import { ageWords, nextAgeChange, zonedClock } from "./live-time";

describe("zonedClock", () => {
  it("writes the system's own time with its zone, summer and winter", () => {
    expect(zonedClock(Date.parse("2026-11-28T21:42:00Z"), "Pacific/Auckland")).toBe("10:42 NZDT");
    expect(zonedClock(Date.parse("2026-07-01T00:05:00Z"), "Pacific/Auckland")).toBe("12:05 NZST");
  });
  it("falls back to New Zealand's zone for a zone Intl does not know", () => {
    expect(zonedClock(Date.parse("2026-07-01T00:05:00Z"), "Not/AZone")).toBe("12:05 NZST");
  });
});

describe("ageWords", () => {
  it("reads as a person says it", () => {
    const t = Date.parse("2026-11-28T21:42:00Z");
    expect(ageWords(t, t)).toBe("just now");
    expect(ageWords(t, t + 59_999)).toBe("just now");
    expect(ageWords(t, t + 60_000)).toBe("1 minute ago");
    expect(ageWords(t, t + 4 * 60_000 + 30_000)).toBe("4 minutes ago");
    expect(ageWords(t, t + 3_600_000)).toBe("1 hour ago");
    expect(ageWords(t, t + 2.5 * 3_600_000)).toBe("2 hours ago");
    expect(ageWords(t, t - 90_000)).toBe("just now");
  });
  it("never goes down as time passes, and changes only when nextAgeChange says", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: -600_000, max: 10 * 3_600_000 }), (data, offset) => {
        const now = data + offset;
        const step = nextAgeChange(data, now);
        expect(step).toBeGreaterThan(0);
        if (now >= data) expect(step).toBeLessThanOrEqual(60_000);
        // Unchanged until the step, changed (or past an hour's granularity) at it.
        expect(ageWords(data, now + step - 1)).toBe(ageWords(data, now));
        const minutes = (t: number) => Math.floor(Math.max(0, t - data) / 60_000);
        expect(minutes(now + step)).toBe(minutes(now) + 1);
      }),
    );
  });
});
