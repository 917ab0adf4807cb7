/**
 * Dated prices: the figures in force on a day, checked against an oracle that looks each figure up on its own (the
 * latest change dated on or before the day that sets it, else the figure the content starts from), over thousands
 * of generated change lists and days; then one announced change, read with fixed clocks before, on and after it.
 */
import fc from "fast-check";
import { CITY_KEYS, entryOf, type CityKey } from "@/lib/content/keys";
import { pricingSchema } from "@/lib/content/pricing";
import { readJson } from "@/lib/content/files";
import { nzDay } from "@/lib/offer-status";
import { addDays, announcedChanges, changeNotices, changesWithin, changeLines, pastChanges, pricesOn, type DatedPrices, type PriceChange } from "./dated";
import { datedView } from "./dated-view";
import type { CityPrices, PriceTable } from "./table";

jest.mock("server-only", () => ({}));

const content = readJson("pages/pricing.json", pricingSchema);
const base: PriceTable<CityKey> = { unlockCents: content.unlockCents, goPasses: content.goPasses, cities: content.cities, rules: content.rules };
const NAMES = Object.fromEntries(CITY_KEYS.map((key) => [key, key.charAt(0).toUpperCase() + key.slice(1)])) as Record<CityKey, string>;

/** The oracle: each figure by itself, from the last change on or before `day` that sets it. */
function figuresOn(dated: DatedPrices<CityKey>, day: string): PriceTable<CityKey> {
  const inForce = dated.changes.filter((change) => change.from <= day);
  const latest = <T>(pick: (change: PriceChange<CityKey>) => T | undefined, start: T): T => {
    let value = start;
    let when = "";
    for (const change of inForce) {
      const set = pick(change);
      if (set !== undefined && change.from > when) [value, when] = [set, change.from];
    }
    return value;
  };
  const cities = {} as Record<CityKey, CityPrices>;
  for (const key of CITY_KEYS) {
    const start = entryOf(dated.table.cities, key, "the price table");
    const city: CityPrices = { perMinuteCents: latest((change) => change.cities?.[key]?.perMinuteCents, start.perMinuteCents) };
    const goPass = latest((change) => change.cities?.[key]?.goPass, start.goPass ?? null);
    const dayPass = latest((change) => change.cities?.[key]?.dayPass, start.dayPass ?? null);
    if (goPass) city.goPass = goPass;
    if (dayPass) city.dayPass = dayPass;
    cities[key] = city;
  }
  return {
    unlockCents: latest((change) => change.unlockCents, dated.table.unlockCents),
    goPasses: latest((change) => change.goPasses, dated.table.goPasses),
    cities,
    rules: dated.table.rules,
  };
}

const day = fc.date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2028-12-31T00:00:00Z"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const cents = fc.integer({ min: 1, max: 2000 });
const cityChange = fc.record(
  {
    perMinuteCents: fc.integer({ min: 1, max: 200 }),
    goPass: fc.option(fc.record({ dailyMinutes: fc.integer({ min: 1, max: 120 }) }), { nil: null }),
    dayPass: fc.option(fc.record({ minutes: fc.integer({ min: 1, max: 120 }), priceCents: cents }), { nil: null }),
  },
  { requiredKeys: [] },
);
const change = fc.record(
  {
    from: day,
    unlockCents: fc.integer({ min: 0, max: 300 }),
    goPasses: fc.constantFrom([{ days: 3, priceCents: 2700 }, { days: 7, priceCents: 3199 }, { days: 30, priceCents: 9500 }], [{ days: 7, priceCents: 2500 }]),
    cities: fc.dictionary(fc.constantFrom(...CITY_KEYS), cityChange, { maxKeys: 3 }),
  },
  { requiredKeys: ["from"] },
);
const dated = fc
  .uniqueArray(change, { selector: (entry) => entry.from, maxLength: 5 })
  .map((changes): DatedPrices<CityKey> => ({ from: "2024-11-04", table: base, changes: changes as PriceChange<CityKey>[] }));

describe("the figures in force on a day", () => {
  it("are each figure's latest setting on or before the day, whatever the order the changes are written in", () => {
    fc.assert(
      fc.property(dated, day, (prices, on) => {
        const { table, since } = pricesOn(prices, on);
        expect(table).toEqual(figuresOn(prices, on));
        const started = prices.changes.map((entry) => entry.from).filter((from) => from <= on);
        expect(since).toBe(started.length ? started.sort().at(-1) : prices.from);
      }),
      { numRuns: 2000 },
    );
  });

  it("past and announced changes split the list at the day, and an unannounced change is never shown", () => {
    fc.assert(
      fc.property(dated, day, (prices, on) => {
        const past = pastChanges(prices, on);
        const announced = announcedChanges(prices, on);
        expect(past.every((entry) => entry.from <= on)).toBe(true);
        expect(announced.every((entry) => entry.from > on && (entry.announced ?? "") <= on)).toBe(true);
        expect(past.length + announced.length).toBe(prices.changes.length);
      }),
    );
  });
});

describe("one announced change, with fixed clocks", () => {
  // Fixture data, not the shipped content: Wellington's rate from 65c to 70c on 1 March 2027, announced on 15 January.
  const fixture: DatedPrices<CityKey> = {
    from: "2026-02-01",
    table: base,
    changes: [{ from: "2027-03-01", announced: "2027-01-15", cities: { wellington: { perMinuteCents: 70 } } }],
  };
  const on = (instant: string) => nzDay(new Date(instant));

  it("before it is announced: today's prices, since their day, and nothing to come", () => {
    const today = on("2027-01-14T10:00:00Z");
    expect(pricesOn(fixture, today).table.cities.wellington!.perMinuteCents).toBe(65);
    expect(datedView(fixture, today, NAMES)).toEqual({ since: "Prices from 1 February 2026.", announced: [], past: [] });
  });

  it("from the day it is announced, New Zealand time: shown as coming, today's prices still charged", () => {
    // 11:30 UTC on 14 January is 00:30 on 15 January in Auckland (summer time).
    const today = on("2027-01-14T11:30:00Z");
    expect(today).toBe("2027-01-15");
    expect(pricesOn(fixture, today).table.cities.wellington!.perMinuteCents).toBe(65);
    expect(datedView(fixture, today, NAMES).announced).toEqual([{ from: "From 1 March 2027", lines: ["Wellington: 70c a minute (now 65c)"] }]);
    // More than 30 days before it, the finder's month does not reach it.
    expect(changesWithin(fixture, today, 30, NAMES, "wellington")).toEqual([]);
  });

  it("within 30 days of it, the finder says so for Wellington and not for a city it leaves alone", () => {
    const today = "2027-02-10";
    expect(changesWithin(fixture, today, 30, NAMES, "wellington")).toEqual([{ from: "2027-03-01", lines: ["Wellington: 70c a minute (now 65c)"] }]);
    expect(changesWithin(fixture, today, 30, NAMES, "auckland")).toEqual([]);
    // The 30 days priced are today and the 29 after it: a change on the 30th day after today is outside them.
    expect(changesWithin(fixture, addDays("2027-03-01", -29), 30, NAMES, "wellington")).toHaveLength(1);
    expect(changesWithin(fixture, addDays("2027-03-01", -30), 30, NAMES, "wellington")).toEqual([]);
  });

  it("the finder's notice names the change's day and figures, and that today's prices are the ones summed", () => {
    expect(changeNotices(fixture, "2027-02-10", 30, NAMES, "wellington")).toEqual([
      "A price change falls within the 30 days priced here. From 1 March 2027: Wellington: 70c a minute (now 65c). These sums use the prices in force today.",
    ]);
    expect(changeNotices(fixture, "2027-02-10", 30, NAMES, "auckland")).toEqual([]);
  });

  it("on its day (from New Zealand midnight) and after: the new price, dated, and the change in the past list", () => {
    expect(on("2027-02-28T10:59:00Z")).toBe("2027-02-28");
    expect(pricesOn(fixture, on("2027-02-28T10:59:00Z")).table.cities.wellington!.perMinuteCents).toBe(65);
    for (const instant of ["2027-02-28T11:00:00Z", "2027-06-01T00:00:00Z"]) {
      const today = on(instant);
      expect(pricesOn(fixture, today).table.cities.wellington!.perMinuteCents).toBe(70);
      expect(pricesOn(fixture, today).table.cities.porirua!.perMinuteCents).toBe(65);
      expect(datedView(fixture, today, NAMES)).toEqual({
        since: "Prices from 1 March 2027.",
        announced: [],
        past: [{ from: "From 1 March 2027", lines: ["Wellington: 70c a minute (was 65c)"] }],
      });
    }
  });

  it("words every kind of figure it changes against the figures the day before", () => {
    const wide: DatedPrices<CityKey> = {
      ...fixture,
      changes: [
        ...fixture.changes,
        { from: "2027-06-01", unlockCents: 120, goPasses: [{ days: 3, priceCents: 2700 }, { days: 7, priceCents: 2999 }, { days: 30, priceCents: 8980 }], cities: { dunedin: { dayPass: null }, porirua: { dayPass: { minutes: 45, priceCents: 1000 } } } },
      ],
    };
    expect(changeLines(wide, wide.changes[1]!, NAMES)).toEqual([
      "Unlock: $1.20 a ride (was $1)",
      "3 Day Go Pass: $27.00 (was $25.00)",
      // Cities in the order of their files' names (content/cities).
      "Dunedin Day Pass: none (was 45 minutes for $10.00)",
      "Porirua Day Pass: 45 minutes for $10.00 (was none)",
    ]);
    // Wellington has no Go Pass: its riders are not told of Go Pass prices.
    expect(changeLines(wide, wide.changes[1]!, NAMES, "wellington")).toEqual(["Unlock: $1.20 a ride (was $1)"]);
  });
});
