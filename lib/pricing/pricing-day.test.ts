import fc from "fast-check";
import { nzDay, nzDayStart } from "@/lib/offer-status";
import { addDays } from "./dated";
import { pricingDay } from "./pricing-day";

describe("pricingDay", () => {
  const DAY_MS = 86_400_000;
  const instants = fc.integer({ min: Date.parse("2000-01-01T00:00:00Z"), max: Date.parse("2080-01-01T00:00:00Z") });

  // The oracle is what the finder did before it knew when the rendered day ends: ask nzDay every time.
  it("is the later of the browser's New Zealand day and the rendered day, at any instant", () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: -3 * DAY_MS, max: 40 * DAY_MS }), (rendered, age) => {
        const renderedOn = nzDay(new Date(rendered));
        const now = rendered + age;
        expect(pricingDay(now, renderedOn, nzDayStart(addDays(renderedOn, 1)))).toBe([nzDay(new Date(now)), renderedOn].sort()[1]);
      }),
      { numRuns: 400 },
    );
  });

  it("does not ask Intl while the rendered day lasts", () => {
    const ends = nzDayStart("2026-11-29");
    const spy = jest.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      expect(pricingDay(ends - 1, "2026-11-28", ends)).toBe("2026-11-28");
      expect(spy).not.toHaveBeenCalled();
      expect(pricingDay(ends, "2026-11-28", ends)).toBe("2026-11-29");
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
