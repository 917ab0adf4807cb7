import { discountTableSchema } from "@/lib/content/discounts";
import { readJson } from "@/lib/content/files";
import { CITY_KEYS, entryOf, type CityKey } from "@/lib/content/keys";
import { pricingSchema } from "@/lib/content/pricing";
import { citySchema } from "@/lib/content/schemas";
import { findFares, headline, type Card } from "./finder";
import type { Pattern } from "./pattern";

jest.mock("server-only", () => ({}));

const prices = readJson("pages/pricing.json", pricingSchema);
const discounts = readJson("pages/discount-table.json", discountTableSchema);
const city = (key: CityKey) => {
  const { name, regionId } = readJson(`cities/${key}.json`, citySchema);
  return { key, name, regionId };
};
const fares = (key: CityKey, pattern: Pattern, card: Card | null = null) => findFares(prices, discounts, city(key), pattern, card);
const ids = (key: CityKey, pattern: Pattern, card: Card | null = null) => fares(key, pattern, card).options.map((option) => option.id).sort();
const option = (key: CityKey, pattern: Pattern, id: string, card: Card | null = null) => fares(key, pattern, card).options.find((entry) => entry.id === id)!;

const commuter: Pattern = { by: "week", rides: 10, minutes: 15 };
const onceAMonth: Pattern = { by: "month", rides: 1, minutes: 10 };
const student: Card = { id: "student", label: "Students with valid ID" };
const supergold: Card = { id: "supergold", label: "SuperGold" };
const leisurecard: Card = { id: "leisurecard", label: "Wellington City Council LeisureCard" };

/** The spec's facts, written out by hand: per-minute cents and the passes each city has. */
const SPEC: Record<CityKey, { rate: number; passes: string[] }> = {
  wellington: { rate: 65, passes: [] },
  porirua: { rate: 65, passes: [] },
  auckland: { rate: 45, passes: ["day-pass", "go-pass-3", "go-pass-7", "go-pass-30"] },
  christchurch: { rate: 45, passes: [] },
  "palmerston-north": { rate: 55, passes: ["day-pass"] },
  waimakariri: { rate: 55, passes: [] },
  dunedin: { rate: 45, passes: ["day-pass"] },
  tauranga: { rate: 55, passes: ["day-pass", "go-pass-3", "go-pass-7", "go-pass-30"] },
};

describe("the fare finder, in every city", () => {
  it.each(CITY_KEYS)("%s offers pay as you go at $1 + its rate, and exactly the passes it has", (key) => {
    const { rate, passes } = entryOf(SPEC, key, "SPEC (add the new city's fares here)");
    expect(ids(key, commuter)).toEqual(["per-ride", ...passes].sort());
    expect(ids(key, onceAMonth)).toEqual(["per-ride", ...passes].sort());
    expect(option(key, { by: "week", rides: 1, minutes: 1 }, "per-ride").week!.cents).toBe(100 + rate);
  });

  it.each(CITY_KEYS)("%s: one 10-minute ride a month is cheapest paid per ride", (key) => {
    const result = fares(key, onceAMonth);
    expect(result.options[0]!.id).toBe("per-ride");
    expect(result.options[0]!.cheapest).toEqual({ week: false, month: true });
    expect(result.best.month.cents).toBe(100 + 10 * entryOf(SPEC, key, "SPEC").rate);
    expect(result.best.week).toBeNull();
  });

  it("a Dunedin commuter (10 rides of 15 min a week) is told a Day Pass on the two-ride days and pay as you go on the rest", () => {
    const result = fares("dunedin", commuter);
    expect(result.best.week).toEqual({
      cents: 6700,
      words: "Day Pass on your 3 two-ride days ($10.00 + 2 unlocks × $1 = $12.00 a day), pay as you go on your 4 one-ride days (1 × ($1 + 15 × 45c) = $7.75 a day): 3 × $12.00 + 4 × $7.75 = $67.00",
      ways: ["Day Pass", "pay as you go"],
      lines: [
        "Day Pass on your 3 two-ride days ($10.00 + 2 unlocks × $1 = $12.00 a day)",
        "Pay as you go on your 4 one-ride days (1 × ($1 + 15 × 45c) = $7.75 a day)",
        "3 × $12.00 + 4 × $7.75 = $67.00",
      ],
    });
    expect(result.workings[0]).toBe("Your week: 2 rides on each of days 1 to 3, 1 ride on each of days 4 to 7.");
    expect(result.workings[1]).toBe("Your month is 30 days: that week four times, then two more days like the first two (44 rides in all).");
    // Either product alone costs more: the old answer, a Day Pass every riding day, is $80 with its unlocks.
    expect(option("dunedin", commuter, "per-ride").week!.cents).toBe(7750);
    expect(option("dunedin", commuter, "day-pass").week).toEqual({ cents: 8000, words: "Day Pass on 7 riding days: 7 × $10.00 + 10 unlocks × $1 = $80.00" });
    expect(result.options.every((entry) => !entry.cheapest.week && !entry.cheapest.month)).toBe(true);
    expect(headline(result, "Dunedin", commuter)).toBe("In Dunedin, for 10 rides of 15 min a week, the cheapest way to pay is a mix of Day Pass and pay as you go: $67.00 a week, $292.00 a month.");
  });

  it("a Palmerston North commuter (9 rides of 12 min a week) pays $62 a week with the same mix", () => {
    const pattern: Pattern = { by: "week", rides: 9, minutes: 12 };
    const { best } = fares("palmerston-north", pattern);
    expect(best.week!.words).toBe("Day Pass on your 2 two-ride days ($10.00 + 2 unlocks × $1 = $12.00 a day), pay as you go on your 5 one-ride days (1 × ($1 + 12 × 55c) = $7.60 a day): 2 × $12.00 + 5 × $7.60 = $62.00");
    expect(best.month.cents).toBe(10 * 1200 + 20 * 760);
  });

  it("an Auckland commuter (10 rides of 15 min a week) is best off with a Go Pass", () => {
    const result = fares("auckland", commuter);
    expect(result.best.week).toMatchObject({ cents: 2999, words: "A 7 Day Go Pass from day 1: 1 × $29.99 = $29.99" });
    expect(result.best.month).toMatchObject({ cents: 8980, words: "A 30 Day Go Pass from day 1: 1 × $89.80 = $89.80" });
    expect(result.options[0]).toMatchObject({ id: "go-pass-30", cheapest: { week: false, month: true } });
    expect(option("auckland", commuter, "go-pass-7")).toMatchObject({ week: { cents: 2999, words: "7 Day Go Pass: 1 × $29.99 = $29.99" }, cheapest: { week: true, month: false } });
    const perRide = option("auckland", commuter, "per-ride");
    expect(perRide.week).toEqual({ cents: 7750, words: "10 rides of 15 min: 10 × ($1 + 15 × 45c) = $77.50" });
    // A month is four weeks and two days of the week: 40 rides + 2 on each of the first two days.
    expect(perRide.month.words).toBe("44 rides of 15 min: 44 × ($1 + 15 × 45c) = $341.00");
    expect(headline(result, "Auckland", commuter)).toBe("In Auckland, for 10 rides of 15 min a week, the cheapest way to pay is a 7 Day Go Pass for a week ($29.99) and a 30 Day Go Pass for a month ($89.80).");
  });

  it("marks every option that costs as little as the cheapest way, period by period", () => {
    // Tauranga, 2 rides of 20 min on 3 days a week: one 3 Day pass covers the week; a 30 Day pass the month.
    const pattern: Pattern = { by: "days", days: 3, ridesPerDay: 2, minutes: 20 };
    const result = fares("tauranga", pattern);
    expect(result.best.week).toMatchObject({ cents: 2500, words: "A 3 Day Go Pass from day 1: 1 × $25.00 = $25.00" });
    expect(result.options.filter((entry) => entry.cheapest.week).map((entry) => entry.id)).toEqual(["go-pass-3"]);
    expect(result.options.filter((entry) => entry.cheapest.month).map((entry) => entry.id)).toEqual(["go-pass-30"]);
    expect(result.workings[0]).toBe("Your week: 2 rides on each of days 1 to 3, none on days 4 to 7.");
  });

  it("Wellington is never offered a pass it does not have, however much one rides", () => {
    for (const pattern of [commuter, onceAMonth, { by: "days", days: 7, ridesPerDay: 10, minutes: 60 } as const]) {
      const result = fares("wellington", pattern, student);
      const names = result.options.map((entry) => entry.name);
      expect(names).toEqual(expect.arrayContaining(["Pay as you go"]));
      expect(`${names.join(" ")} ${result.best.month.words}`).not.toMatch(/Pass/);
      expect(fares("wellington", pattern).workings.join(" ")).not.toMatch(/Pass/);
    }
  });

  it("minutes beyond a Go Pass's daily allowance are charged at the city's rate", () => {
    // Tauranga: 45 free minutes a day; 2 rides of 40 min on 5 days → 35 min over on each of 5 days.
    const pattern: Pattern = { by: "days", days: 5, ridesPerDay: 2, minutes: 40 };
    expect(option("tauranga", pattern, "go-pass-7").week).toEqual({
      cents: 2999 + 175 * 55,
      words: "7 Day Go Pass: 1 × $29.99 + 175 min over 45 a day × 55c = $126.24",
    });
    // Five riding days in a row need two 3 Day passes.
    expect(option("tauranga", pattern, "go-pass-3").week!.cents).toBe(2 * 2500 + 175 * 55);
  });

  it("a Day Pass is one per riding day, its minutes used that day, each ride paying the unlock", () => {
    const pattern: Pattern = { by: "days", days: 3, ridesPerDay: 2, minutes: 20 };
    expect(option("dunedin", pattern, "day-pass").week).toEqual({ cents: 3600, words: "Day Pass on 3 riding days: 3 × $10.00 + 6 unlocks × $1 = $36.00" });
    expect(option("auckland", pattern, "day-pass").week).toEqual({ cents: 3000, words: "Day Pass on 3 riding days: 3 × $8.00 + 6 unlocks × $1 = $30.00" });
    expect(option("palmerston-north", { ...pattern, minutes: 30 }, "day-pass").week).toEqual({
      cents: 3600 + 45 * 55,
      words: "Day Pass on 3 riding days: 3 × $10.00 + 6 unlocks × $1 + 45 min over 45 a day × 55c = $60.75",
    });
  });

  it("a card brings its plan by the one rule: a student's own in four cities, the community plan elsewhere, any card in any city", () => {
    expect(option("auckland", commuter, "plan", student)).toMatchObject({
      name: "Student plan",
      week: { cents: 10 * 15 * 45, words: "10 rides of 15 min: 10 × ($0 + 15 × 45c) = $67.50" },
      note: "Saves $1.00 (12.9%) on each 15-minute ride, next to pay as you go.",
    });
    expect(option("wellington", commuter, "plan", student)).toMatchObject({ name: "Community plan (Students with valid ID)", week: { cents: 10 * (50 + 15 * 32) } });
    expect(option("dunedin", commuter, "plan", supergold)).toMatchObject({ name: "Community plan (SuperGold)", week: { cents: 10 * (50 + 15 * 22) } });
    expect(option("auckland", commuter, "plan", leisurecard)).toMatchObject({ name: "Community plan (Wellington City Council LeisureCard)", week: { cents: 10 * (50 + 15 * 22) } });
    expect(ids("christchurch", commuter, student)).toEqual(["per-ride"]);
  });

  it("lists options cheapest month first, in whole cents, with thousands separated", () => {
    for (const key of CITY_KEYS) {
      for (const pattern of [commuter, onceAMonth, { by: "days", days: 2, ridesPerDay: 3, minutes: 7 } as const, { by: "month", rides: 45, minutes: 33 } as const]) {
        const months = fares(key, pattern, student).options.map((entry) => entry.month.cents);
        expect(months).toEqual([...months].sort((a, b) => a - b));
        for (const cents of months) expect(Number.isInteger(cents)).toBe(true);
      }
    }
    const most: Pattern = { by: "days", days: 7, ridesPerDay: 10, minutes: 240 };
    expect(option("wellington", most, "per-ride").month.words).toBe("300 rides of 240 min: 300 × ($1 + 240 × 65c) = $47,100.00");
  });
});

describe("the finder's answer in a sentence", () => {
  it("names a tie as a tie, each way with its article: the Student plan and a Day Pass, both $9.00", () => {
    const once: Pattern = { by: "week", rides: 1, minutes: 20 };
    const result = fares("auckland", once, student);
    expect(result.options.filter((entry) => entry.cheapest.week && entry.cheapest.month).map((entry) => entry.id)).toEqual(["plan", "day-pass"]);
    expect(headline(result, "Auckland", once)).toBe(
      "In Auckland, for 1 ride of 20 min a week, the Student plan and a Day Pass tie as the cheapest way to pay: $9.00 a week, $45.00 a month each.",
    );
  });

  it("says what a rider works out for themselves in plain words, never what the site assumes", () => {
    for (const key of CITY_KEYS) {
      for (const pattern of [commuter, onceAMonth]) {
        const result = fares(key, pattern, student);
        expect(result.workings.join(" ")).not.toMatch(/assum|as we count|up to/i);
      }
    }
  });

  it("names the cheapest way to pay and its cost", () => {
    expect(headline(fares("wellington", onceAMonth), "Wellington", onceAMonth)).toBe("In Wellington, for 1 ride of 10 min a month, the cheapest way to pay is pay as you go: $7.50 a month.");
    const days: Pattern = { by: "days", days: 1, ridesPerDay: 2, minutes: 5 };
    expect(headline(fares("porirua", days), "Porirua", days)).toBe("In Porirua, for 2 rides of 5 min a day, 1 day a week, the cheapest way to pay is pay as you go: $8.50 a week, $42.50 a month.");
  });
});
