/**
 * What one day of riding costs under each way of paying, for one rider in one city: the rules of
 * content/pages/pricing.json (rules.goPass, rules.dayPass) applied to every ride lasting `minutes`.
 */
import type { Quote } from "@/lib/discounts";
import type { GoPassLength, PriceTable } from "./table";

export type Tariff = {
  minutes: number;
  unlockCents: number;
  /** The city's standard rate: pay as you go, and minutes beyond a pass's allowance. */
  perMinuteCents: number;
  plan: { unlockCents: number; perMinuteCents: number } | null;
  dayPass: { minutes: number; priceCents: number; ridesPayUnlock: boolean } | null;
  goPass: { dailyMinutes: number; ridesPayUnlock: boolean; lengths: readonly GoPassLength[] } | null;
};

/** The ways a single day can be paid for; a Go Pass covers several days and is priced by `goPassDay`. */
export const DAY_WAYS = ["per-ride", "plan", "day-pass"] as const;
export type DayWay = (typeof DAY_WAYS)[number];

export function tariffFor<K extends string>(prices: PriceTable<K>, key: NoInfer<K>, minutes: number, plan: Quote | null): Tariff {
  const city = prices.cities[key];
  return {
    minutes,
    unlockCents: prices.unlockCents,
    perMinuteCents: city.perMinuteCents,
    plan: plan ? { unlockCents: plan.unlockCents, perMinuteCents: plan.perMinuteCents } : null,
    dayPass: city.dayPass ? { ...city.dayPass, ridesPayUnlock: prices.rules.dayPass.ridesPayUnlock } : null,
    goPass: city.goPass ? { dailyMinutes: city.goPass.dailyMinutes, ridesPayUnlock: prices.rules.goPass.ridesPayUnlock, lengths: prices.goPasses } : null,
  };
}

/** Minutes of a day's riding beyond an allowance. */
export const minutesOver = (t: Tariff, rides: number, allowance: number) => Math.max(0, rides * t.minutes - allowance);

/** A day paid one way, or null when the city or the rider's card does not offer that way. No rides cost nothing. */
export function dayCost(t: Tariff, way: DayWay, rides: number): number | null {
  if (way === "per-ride") return rides * (t.unlockCents + t.minutes * t.perMinuteCents);
  if (way === "plan") return t.plan && rides * (t.plan.unlockCents + t.minutes * t.plan.perMinuteCents);
  const pass = t.dayPass;
  if (!pass) return null;
  if (rides === 0) return 0;
  return pass.priceCents + (pass.ridesPayUnlock ? rides * t.unlockCents : 0) + minutesOver(t, rides, pass.minutes) * t.perMinuteCents;
}

/** A day a Go Pass covers: its unlock rule, and minutes beyond the daily allowance at the standard rate. */
export function goPassDay(t: Tariff, rides: number): number {
  const pass = t.goPass!;
  return (pass.ridesPayUnlock ? rides * t.unlockCents : 0) + minutesOver(t, rides, pass.dailyMinutes) * t.perMinuteCents;
}
