/**
 * The oracle: a brute force, written apart from the finder, tries every assignment of ways to pay to the days of a
 * short stretch and prices it ride by ride; fast-check generates thousands of stretches, cities, cards and rules,
 * and the finder's cheapest mix must equal the brute force's minimum and never cost more than any single option.
 */
import fc from "fast-check";
import { discountTableSchema, discountsPageSchema } from "@/lib/content/discounts";
import { readJson } from "@/lib/content/files";
import { CITY_KEYS, entryOf, type CityKey } from "@/lib/content/keys";
import { pricingSchema } from "@/lib/content/pricing";
import { citySchema } from "@/lib/content/schemas";
import { quoteFor } from "@/lib/discounts";
import { cheapestMix } from "./cheapest";
import { addDays, pricesOn, type DatedPrices } from "./dated";
import { findFares } from "./finder";
import { mixWords } from "./mix-words";
import { weekRides, type Pattern } from "./pattern";
import type { PriceRules } from "./table";
import { tariffFor, type Tariff } from "./tariff";

jest.mock("server-only", () => ({}));

const prices = readJson("pages/pricing.json", pricingSchema);
const discounts = readJson("pages/discount-table.json", discountTableSchema);
const cards = readJson("pages/discounts.json", discountsPageSchema).cardTypes.map(({ id, label }) => ({ id, label }));
const cities = new Map(CITY_KEYS.map((key) => [key, readJson(`cities/${key}.json`, citySchema)]));
const regionOf = (key: CityKey) => cities.get(key)!.regionId;
const nameOf = (key: CityKey) => cities.get(key)!.name;

type Label = { way: "per-ride" | "plan" | "day-pass" } | { way: "go"; first: boolean; days: number; priceCents: number };

/** One day under its label, priced ride by ride, each ride drawing on what is left of its pass's minutes. */
function priceDay(t: Tariff, rides: number, label: Label): number {
  let cents = 0;
  let left = 0;
  let unlock = t.unlockCents;
  let rate = t.perMinuteCents;
  if (label.way === "plan") [unlock, rate] = [t.plan!.unlockCents, t.plan!.perMinuteCents];
  if (label.way === "day-pass" && rides > 0) {
    cents += t.dayPass!.priceCents;
    left = t.dayPass!.minutes;
    if (!t.dayPass!.ridesPayUnlock) unlock = 0;
  }
  if (label.way === "go") {
    if (label.first) cents += label.priceCents;
    left = t.goPass!.dailyMinutes;
    if (!t.goPass!.ridesPayUnlock) unlock = 0;
  }
  for (let ride = 0; ride < rides; ride += 1) {
    const free = Math.min(left, t.minutes);
    left -= free;
    cents += unlock + (t.minutes - free) * rate;
  }
  return cents;
}

const priceRideByRide = (t: Tariff, days: readonly number[], labels: readonly Label[]) =>
  days.reduce((cents, rides, day) => cents + priceDay(t, rides, labels[day]!), 0);

/**
 * The least over every way to label each day: paid on its own (per ride, plan, Day Pass), or covered by a Go Pass
 * bought on it or on an earlier day. Every assignment is visited; each is priced day by day as it is built.
 */
function bruteForce(t: Tariff, days: readonly number[]): number {
  const own: Label[] = [{ way: "per-ride" }];
  if (t.plan) own.push({ way: "plan" });
  if (t.dayPass) own.push({ way: "day-pass" });
  let least = Infinity;
  const visit = (from: number, cents: number): void => {
    if (from === days.length) {
      least = Math.min(least, cents);
      return;
    }
    for (const label of own) visit(from + 1, cents + priceDay(t, days[from]!, label));
    for (const pass of t.goPass?.lengths ?? []) {
      let covered = cents;
      const end = Math.min(days.length, from + pass.days);
      for (let day = from; day < end; day += 1) covered += priceDay(t, days[day]!, { way: "go", first: day === from, ...pass });
      visit(end, covered);
    }
  };
  visit(0, 0);
  return least;
}

/** The arithmetic a sum in words claims: "3 × $12.00 + 4 × $7.75 = $67.00" read back as cents. */
function sumInWords(words: string): { terms: number; total: number } {
  const tail = words.slice(words.lastIndexOf(": ") + 2);
  const [left = "", right = ""] = tail.split(" = ");
  const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, "")) * 100) || Number(money.replace(/c$/, ""));
  const terms = left.split(" + ").reduce((total, term) => {
    const over = /^(\d+) min over \d+(?: a day)? × (\S+)$/.exec(term);
    if (over) return total + Number(over[1]) * cents(over[2]!);
    const unlocks = /^(\d+) unlocks? × (\S+)$/.exec(term);
    if (unlocks) return total + Number(unlocks[1]) * cents(unlocks[2]!);
    const [count = "", price = ""] = term.split(" × ");
    return total + Number(count) * cents(price);
  }, 0);
  return { terms, total: cents(right) };
}

const city = fc.constantFrom(...CITY_KEYS);
const card = fc.option(fc.constantFrom(...cards), { nil: null });
const rules: fc.Arbitrary<PriceRules> = fc.record({
  goPass: fc.record({ ridesPayUnlock: fc.boolean() }),
  dayPass: fc.record({ ridesPayUnlock: fc.boolean(), expiresAfterHours: fc.constant(24) }),
});
const stretch = fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 7 });
const minutes = fc.integer({ min: 1, max: 240 });

describe("the cheapest mix, against a brute force", () => {
  it("equals the least of every assignment, in every city, with every card and either unlock rule", () => {
    fc.assert(
      fc.property(city, card, rules, stretch, minutes, (key, holder, rule, days, ride) => {
        const quote = holder ? quoteFor(discounts, holder.id, regionOf(key)) : null;
        const t = tariffFor({ ...prices, rules: rule }, key, ride, quote);
        const mix = cheapestMix(t, days);
        expect(mix.cents).toBe(bruteForce(t, days));
        expect(priceRideByRide(t, days, mix.pieces.flatMap((piece): Label[] =>
          piece.way === "go-pass"
            ? Array.from({ length: piece.days }, (_, index) => ({ way: "go", first: index === 0, days: piece.length, priceCents: t.goPass!.lengths.find((l) => l.days === piece.length)!.priceCents }))
            : [{ way: piece.way }],
        ))).toBe(mix.cents);
        if (mix.cents > 0) expect(sumInWords(mixWords(t, mix, "Student plan"))).toEqual({ terms: mix.cents, total: mix.cents });
      }),
      { numRuns: 1500 },
    );
  });

  it("holds for prices and passes other than today's: any rates, allowances and pass lengths", () => {
    const tariff: fc.Arbitrary<Tariff> = fc.record({
      minutes,
      unlockCents: fc.integer({ min: 0, max: 300 }),
      perMinuteCents: fc.integer({ min: 1, max: 100 }),
      plan: fc.option(fc.record({ unlockCents: fc.integer({ min: 0, max: 300 }), perMinuteCents: fc.integer({ min: 1, max: 100 }) }), { nil: null }),
      dayPass: fc.option(fc.record({ minutes: fc.integer({ min: 1, max: 120 }), priceCents: fc.integer({ min: 1, max: 3000 }), ridesPayUnlock: fc.boolean() }), { nil: null }),
      goPass: fc.option(
        fc.record({
          dailyMinutes: fc.integer({ min: 1, max: 120 }),
          ridesPayUnlock: fc.boolean(),
          lengths: fc.uniqueArray(fc.record({ days: fc.integer({ min: 2, max: 9 }), priceCents: fc.integer({ min: 1, max: 10000 }) }), { minLength: 1, maxLength: 3, selector: (pass) => pass.days }),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(tariff, fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 6 }), (t, days) => {
        expect(cheapestMix(t, days).cents).toBe(bruteForce(t, days));
      }),
      { numRuns: 1500 },
    );
  });
});

const pattern: fc.Arbitrary<Pattern> = fc.oneof(
  fc.record({ by: fc.constant("week" as const), rides: fc.integer({ min: 1, max: 70 }), minutes }),
  fc.record({ by: fc.constant("month" as const), rides: fc.integer({ min: 1, max: 300 }), minutes }),
  fc.record({ by: fc.constant("days" as const), days: fc.integer({ min: 1, max: 7 }), ridesPerDay: fc.integer({ min: 1, max: 10 }), minutes }),
);

describe("the finder's cheapest way to pay", () => {

  it("is the brute force's least for the week, and never costs more than any single option, week or month", () => {
    fc.assert(
      fc.property(city, card, pattern, (key, holder, riding) => {
        const result = findFares(prices, discounts, { key, name: nameOf(key), regionId: regionOf(key) }, riding, holder);
        const { week, month } = result.best;
        for (const option of result.options) {
          expect(month.cents).toBeLessThanOrEqual(option.month.cents);
          if (week) expect(week.cents).toBeLessThanOrEqual(option.week!.cents);
          expect(option.cheapest).toEqual({ week: Boolean(week) && option.week!.cents === week!.cents, month: option.month.cents === month.cents });
        }
        expect(sumInWords(month.words)).toEqual({ terms: month.cents, total: month.cents });
        if (week) {
          const quote = holder ? quoteFor(discounts, holder.id, regionOf(key)) : null;
          const t = tariffFor(prices, key, riding.minutes, quote);
          expect(result.workings[0]).toMatch(/^Your week: /);
          // The breakdown's last line is the same sum as the sentence's.
          expect(sumInWords(`: ${week.lines[week.lines.length - 1]}`)).toEqual({ terms: week.cents, total: week.cents });
          expect(sumInWords(week.words)).toEqual({ terms: week.cents, total: week.cents });
          expect(week.cents).toBe(bruteForce(t, weekRides(riding)!));
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the finder with dated prices", () => {
  const base = { unlockCents: prices.unlockCents, goPasses: prices.goPasses, cities: prices.cities, rules: prices.rules };
  const day = fc.integer({ min: 0, max: 60 }).map((offset) => addDays("2027-01-01", offset));

  it("prices with the figures in force on the day: before a change the old ones, from its day the new ones", () => {
    fc.assert(
      fc.property(
        city,
        card,
        pattern.filter((riding) => riding.by !== "month"),
        fc.integer({ min: 1, max: 150 }),
        fc.option(fc.record({ minutes: fc.integer({ min: 1, max: 90 }), priceCents: fc.integer({ min: 100, max: 3000 }) }), { nil: null }),
        day,
        (key, holder, riding, rate, dayPass, today) => {
          const dated: DatedPrices<CityKey> = { from: "2026-02-01", table: base, changes: [{ from: "2027-01-31", cities: { [key]: { perMinuteCents: rate, dayPass } } }] };
          // The figures written out by hand for the day, without the code under test.
          const city = { ...entryOf(base.cities, key, "the price table") };
          if (today >= "2027-01-31") {
            city.perMinuteCents = rate;
            if (dayPass) city.dayPass = dayPass;
            else delete city.dayPass;
          }
          const expected = { ...base, cities: { ...base.cities, [key]: city } };
          const quote = holder ? quoteFor(discounts, holder.id, regionOf(key)) : null;
          const result = findFares(pricesOn(dated, today).table, discounts, { key, name: nameOf(key), regionId: regionOf(key) }, riding, holder);
          expect(result.best.week!.cents).toBe(bruteForce(tariffFor(expected, key, riding.minutes, quote), weekRides(riding)!));
        },
      ),
      { numRuns: 500 },
    );
  });
});
