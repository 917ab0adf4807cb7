/**
 * Everything a city sells, as /pricing lists it and its structured data describes it: the standard fare, the
 * passes the city has, and the discount plans from the discount table (the same data the calculator quotes).
 */
import type { DiscountTable, Quote } from "@/lib/discounts";
import type { GoPassLength, PriceTable } from "./table";

export type CityOffers = {
  unlockCents: number;
  perMinuteCents: number;
  goPass: { dailyMinutes: number; lengths: readonly GoPassLength[]; fromPerDayCents: number; ridesPayUnlock: boolean } | null;
  dayPass: { minutes: number; priceCents: number; ridesPayUnlock: boolean; expiresAfterHours: number } | null;
  /** The student plan where students have their own; elsewhere they get the community plan. */
  student: Quote | null;
  community: Quote | null;
};

export const STUDENT_CARD = "student";

export function cityOffers<K extends string>(prices: PriceTable<K>, discounts: DiscountTable, key: NoInfer<K>, regionId: number): CityOffers {
  const city = prices.cities[key];
  const region = discounts.regions.find((entry) => entry.regionId === regionId);
  const own = discounts.cardTypePlans.find((plan) => plan.cardType === STUDENT_CARD && plan.regionId === regionId);
  return {
    unlockCents: prices.unlockCents,
    perMinuteCents: city.perMinuteCents,
    goPass: city.goPass
      ? {
          dailyMinutes: city.goPass.dailyMinutes,
          lengths: prices.goPasses,
          // "From $2.99 a day": the longest pass's price shared over its days, rounded down as a "from" price is.
          fromPerDayCents: Math.min(...prices.goPasses.map((pass) => Math.floor(pass.priceCents / pass.days))),
          ridesPayUnlock: prices.rules.goPass.ridesPayUnlock,
        }
      : null,
    dayPass: city.dayPass ? { ...city.dayPass, ...prices.rules.dayPass } : null,
    student: own ? { unlockCents: own.unlockCents, perMinuteCents: own.perMinuteCents, savingsPercent: own.savingsPercent } : null,
    community: region
      ? { unlockCents: discounts.defaultPlan.unlockCents, perMinuteCents: region.perMinuteCents, savingsPercent: discounts.defaultPlan.savingsPercent }
      : null,
  };
}

/** A pass's price as the spec writes it, always with cents: "$25.00", "$29.99". */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
