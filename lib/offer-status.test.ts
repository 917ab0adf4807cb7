import { dayAfter, laterPhase, nzDay, offerPhase, phasesFrom } from "./offer-status";

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
