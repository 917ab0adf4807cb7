import fc from "fast-check";
import { checkPrices, fareDifferences, planDifferences } from "./price-check";
import type { PlanPrices, Segment, TypeFare } from "./snapshot";

const SITE = { currency: "NZD", unlockCents: 100, perMinuteCents: 45 };
const plan = (perMinute: Segment[], extra: Partial<PlanPrices> = {}): PlanPrices => ({ planId: "p", currency: "NZD", unlockCents: 100, perMinute, perKm: [], segmentsLeftOut: 0, ...extra });
const type = (id: string, kind: TypeFare["kind"], fare: PlanPrices | null, planId: string | null = fare?.planId ?? null): TypeFare => ({ vehicleTypeId: id, formFactor: kind === "other" ? "car" : "scooter_standing", kind, planId, plan: fare });

/** What the feed charges for a ride of `minutes` whole minutes, by brute force over each minute; the site's: unlock + rate × minutes. */
function feedCost(p: PlanPrices, minutes: number) {
  let cents = p.unlockCents;
  for (const s of p.perMinute) {
    if (s.interval === 0) {
      if (minutes >= s.start) cents += s.rateCents;
      continue;
    }
    for (let m = s.start; m < Math.min(minutes, s.end ?? Infinity); m += s.interval) cents += s.rateCents;
  }
  return cents;
}

describe("planDifferences", () => {
  it("finds none where the plan charges what the site does, whatever the interval or currency case", () => {
    expect(planDifferences(plan([{ start: 0, rateCents: 45, interval: 1 }], { currency: "nzd" }), SITE)).toEqual([]);
    expect(planDifferences(plan([{ start: 0, rateCents: 90, interval: 2 }]), SITE)).toEqual([]);
    expect(planDifferences(plan([{ start: 0, end: 30, rateCents: 45, interval: 1 }, { start: 30, rateCents: 45, interval: 1 }]), SITE)).toEqual([]);
  });

  it("names each segment that differs by its start, interval 0 included (no NaN)", () => {
    expect(planDifferences(plan([{ start: 0, end: 30, rateCents: 45, interval: 1 }, { start: 30, rateCents: 30, interval: 1 }]), SITE)).toEqual(["per minute from minute 30: feed 30c, site 45c"]);
    const once = planDifferences(plan([{ start: 0, rateCents: 200, interval: 0 }]), SITE);
    expect(once).toEqual(["from minute 0: feed 200c once, site none", "per minute from minute 0: feed none, site 45c"]);
    expect(once.join()).not.toMatch(/NaN|Infinity/);
    expect(planDifferences(plan([{ start: 5, rateCents: 45, interval: 1 }]), SITE)).toEqual(["minutes 0 to 5: feed none, site 45c a minute"]);
  });

  it("agrees with a brute-force price of every ride: no differences exactly when every ride up to 150 minutes (past every generated segment) costs the same", () => {
    const piece = fc.record({ gap: fc.constantFrom(0, 0, 0, 2), length: fc.integer({ min: 1, max: 25 }), rateCents: fc.constantFrom(0, 45, 45, 30), interval: fc.constantFrom(0, 1, 1, 1) });
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 4 }), fc.boolean(), fc.constantFrom(100, 100, 150), fc.constantFrom("NZD", "nzd", "AUD"), (pieces, openEnded, unlock, currency) => {
        // Segments one after another in time (a gap where `gap` says), the last open-ended or not.
        let cursor = 0;
        const perMinute = pieces.map((item, index) => {
          const start = cursor + item.gap;
          const end = index === pieces.length - 1 && openEnded ? undefined : start + item.length;
          cursor = end ?? cursor;
          return { start, ...(end !== undefined ? { end } : {}), rateCents: item.rateCents, interval: item.interval };
        });
        const p = plan(perMinute, { unlockCents: unlock, currency });
        const sameCosts = Array.from({ length: 151 }, (_, minutes) => feedCost(p, minutes) === SITE.unlockCents + SITE.perMinuteCents * minutes).every(Boolean);
        expect(planDifferences(p, SITE).length === 0).toBe(sameCosts && currency.toUpperCase() === SITE.currency);
      }),
    );
  });
});

describe("checkPrices", () => {
  it("checks every type's plan once, and reports what it cannot check as that, not as a mismatch", () => {
    const standard = plan([{ start: 0, rateCents: 45, interval: 1 }], { planId: "standard" });
    const ebike = plan([{ start: 0, rateCents: 50, interval: 1 }], { planId: "ebike" });
    const result = checkPrices([type("s", "scooter", standard), type("g5", "scooter", standard), type("e", "ebike", ebike), type("car", "other", null), type("lost", "scooter", null, "gone")], SITE);
    expect(result.checked).toBe(2);
    expect(result.differences).toEqual(["plan ebike: per minute from minute 0: feed 50c, site 45c"]);
    expect(result.unchecked).toEqual(["vehicle type car (car): the site has no price for it", "vehicle type lost (scooter_standing): plan gone is not in system_pricing_plans"]);
    expect(checkPrices([], SITE)).toEqual({ checked: 0, differences: [], unchecked: [] });
  });

  it("reads a currency without regard to case in the scooter fare too", () => {
    expect(fareDifferences({ currency: "nzd", unlockCents: 100, perMinuteCents: 45 }, SITE)).toEqual([]);
  });
});
