import fc from "fast-check";
import { dayAfter, laterPhase, nzDay, nzDayStart, offerBounds, offerPhase, phaseAt, phasesFrom } from "./offer-status";

describe("nzDay", () => {
  it("is the calendar day in New Zealand, not in UTC", () => {
    // 11:30 UTC on 28 Feb is 00:30 on 1 March in Auckland (NZDT, UTC+13).
    expect(nzDay(new Date("2025-02-28T11:30:00Z"))).toBe("2025-03-01");
    expect(nzDay(new Date("2025-02-28T10:30:00Z"))).toBe("2025-02-28");
    // Winter time is UTC+12.
    expect(nzDay(new Date("2025-07-31T11:59:00Z"))).toBe("2025-07-31");
    expect(nzDay(new Date("2025-07-31T12:00:00Z"))).toBe("2025-08-01");
  });
});

describe("offerPhase", () => {
  it("keeps an offer open through the whole of its last day", () => {
    expect(offerPhase(new Date("2025-02-28T10:59:59Z"), "2025-02-28")).toBe("active");
    expect(offerPhase(new Date("2025-02-28T11:00:00Z"), "2025-02-28")).toBe("ended");
  });

  it("says an offer has not started before its first day", () => {
    expect(offerPhase(new Date("2025-08-23T11:59:00Z"), "2025-09-30", "2025-08-24")).toBe("upcoming");
    expect(offerPhase(new Date("2025-08-23T12:00:00Z"), "2025-09-30", "2025-08-24")).toBe("active");
    expect(offerPhase(new Date("2025-10-01T00:00:00Z"), "2025-09-30", "2025-08-24")).toBe("ended");
  });
});

describe("laterPhase and phasesFrom", () => {
  it("only ever moves an offer forward", () => {
    expect(laterPhase("active", "ended")).toBe("ended");
    expect(laterPhase("ended", "upcoming")).toBe("ended");
    expect(laterPhase("upcoming", "active")).toBe("active");
    expect(phasesFrom("upcoming")).toEqual(["upcoming", "active", "ended"]);
    expect(phasesFrom("ended")).toEqual(["ended"]);
  });
});

describe("dayAfter", () => {
  it("crosses months and leap days", () => {
    expect(dayAfter("2025-02-28")).toBe("2025-03-01");
    expect(dayAfter("2024-02-28")).toBe("2024-02-29");
    expect(dayAfter("2025-12-31")).toBe("2026-01-01");
  });
});

describe("nzDayStart", () => {
  it("is midnight in Auckland, in summer and in winter time", () => {
    expect(new Date(nzDayStart("2025-03-01")).toISOString()).toBe("2025-02-28T11:00:00.000Z");
    expect(new Date(nzDayStart("2025-08-01")).toISOString()).toBe("2025-07-31T12:00:00.000Z");
  });

  // The oracle is nzDay itself (the platform's time-zone data): the start is that day, the millisecond before is not.
  const days = fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  it("is the first millisecond of the day by nzDay, on any day", () => {
    fc.assert(
      fc.property(days, (day) => {
        const start = nzDayStart(day);
        expect(nzDay(new Date(start))).toBe(day);
        expect(nzDay(new Date(start - 1))).not.toBe(day);
      }),
      { numRuns: 300 },
    );
  });

  it("gives phaseAt the phase offerPhase gives, at any instant around an offer's days", () => {
    const offer = fc.tuple(days, fc.integer({ min: 0, max: 60 }), fc.boolean());
    fc.assert(
      fc.property(offer, fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), fc.constantFrom("start", "end"), ([startsAt, length, withStart], shift, near) => {
        const endsAt = new Date(Date.parse(`${startsAt}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
        const bounds = offerBounds(endsAt, withStart ? startsAt : undefined);
        const now = (near === "start" ? nzDayStart(startsAt) : bounds.endsBefore) + shift;
        expect(phaseAt(now, bounds)).toBe(offerPhase(new Date(now), endsAt, withStart ? startsAt : undefined));
      }),
      { numRuns: 500 },
    );
  });
});
