import { discountTableSchema } from "@/lib/content/discounts";
import { readJson } from "@/lib/content/files";
import { CITY_KEYS, type CityKey } from "@/lib/content/keys";
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
    const { rate, passes } = SPEC[key];
    expect(ids(key, commuter)).toEqual(["per-ride", ...passes].sort());
    expect(ids(key, onceAMonth)).toEqual(["per-ride", ...passes].sort());
    expect(option(key, { by: "week", rides: 1, minutes: 1 }, "per-ride").week!.cents).toBe(100 + rate);
  });

  it.each(CITY_KEYS)("%s: one 10-minute ride a month is cheapest paid per ride", (key) => {
    const result = fares(key, onceAMonth);
    expect(result.options[0]!.id).toBe("per-ride");
    expect(result.options[0]!.month.cents).toBe(100 + 10 * SPEC[key].rate);
    expect(result.options[0]!.week).toBeNull();
  });

  it("an Auckland commuter (10 rides of 15 min a week) is best off with a Go Pass", () => {
    const result = fares("auckland", commuter);
    expect(result.options[0]!.id).toBe("go-pass-30");
    expect(result.options[0]!.month).toEqual({ cents: 8980, words: "30 Day Go Pass: 1 × $89.80 = $89.80" });
    const sevenDay = option("auckland", commuter, "go-pass-7");
    expect(sevenDay.week).toEqual({ cents: 2999, words: "7 Day Go Pass: 1 × $29.99 = $29.99" });
    // The cheapest week is a 7 Day pass too: every pass beats paying per ride.
    const cheapestWeek = [...result.options].sort((a, b) => a.week!.cents - b.week!.cents)[0]!;
    expect(cheapestWeek.id).toBe("go-pass-7");
    const perRide = option("auckland", commuter, "per-ride");
    expect(perRide.week).toEqual({ cents: 7750, words: "10 rides of 15 min: 10 × ($1 + 15 × 45c) = $77.50" });
    // A month is four weeks and two days of the week: 40 rides + 2 on each of the first two days.
    expect(perRide.month.words).toBe("44 rides of 15 min: 44 × ($1 + 15 × 45c) = $341");
    expect(result.assumptions.join(" ")).toContain("covers up to 60 minutes of riding each day");
  });

  it("Wellington is never offered a pass it does not have, however much one rides", () => {
    for (const pattern of [commuter, onceAMonth, { by: "days", days: 7, ridesPerDay: 10, minutes: 60 } as const]) {
      const names = fares("wellington", pattern, student).options.map((entry) => entry.name);
      expect(names).toEqual(expect.arrayContaining(["Pay as you go"]));
      expect(names.join(" ")).not.toMatch(/Pass/);
      expect(fares("wellington", pattern).assumptions.join(" ")).not.toMatch(/Pass/);
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

  it("a Day Pass is one per riding day, its minutes used that day", () => {
    const pattern: Pattern = { by: "days", days: 3, ridesPerDay: 2, minutes: 20 };
    expect(option("dunedin", pattern, "day-pass").week).toEqual({ cents: 3000, words: "Day Pass on 3 riding days: 3 × $10 = $30" });
    expect(option("auckland", pattern, "day-pass").week).toEqual({ cents: 2400, words: "Day Pass on 3 riding days: 3 × $8 = $24" });
    expect(option("palmerston-north", { ...pattern, minutes: 30 }, "day-pass").week).toEqual({
      cents: 3000 + 45 * 55,
      words: "Day Pass on 3 riding days: 3 × $10 + 45 min over 45 a day × 55c = $54.75",
    });
  });

  it("a card brings its plan: a student's own in four cities, the community plan elsewhere", () => {
    expect(option("auckland", commuter, "plan", student)).toMatchObject({
      name: "Student plan",
      week: { cents: 10 * 15 * 45, words: "10 rides of 15 min: 10 × ($0 + 15 × 45c) = $67.50" },
    });
    expect(option("wellington", commuter, "plan", student)).toMatchObject({ name: "Community plan (Students with valid ID)", week: { cents: 10 * (50 + 15 * 32) } });
    expect(option("dunedin", commuter, "plan", supergold)).toMatchObject({ name: "Community plan (SuperGold)", week: { cents: 10 * (50 + 15 * 22) } });
    expect(ids("christchurch", commuter, student)).toEqual(["per-ride"]);
  });

  it("lists options cheapest month first, in whole cents", () => {
    for (const key of CITY_KEYS) {
      for (const pattern of [commuter, onceAMonth, { by: "days", days: 2, ridesPerDay: 3, minutes: 7 } as const, { by: "month", rides: 45, minutes: 33 } as const]) {
        const months = fares(key, pattern, student).options.map((entry) => entry.month.cents);
        expect(months).toEqual([...months].sort((a, b) => a - b));
        for (const cents of months) expect(Number.isInteger(cents)).toBe(true);
      }
    }
  });
});

describe("the finder's answer in a sentence", () => {
  it("names the cheapest option and its cost", () => {
    expect(headline(fares("auckland", commuter), "Auckland", commuter)).toBe("In Auckland, for 10 rides of 15 min a week, 30 Day Go Pass costs least: $89.80 a month; for a single week, 7 Day Go Pass at $29.99.");
    expect(headline(fares("wellington", onceAMonth), "Wellington", onceAMonth)).toBe("In Wellington, for 1 ride of 10 min a month, Pay as you go costs least: $7.50 a month.");
    const days: Pattern = { by: "days", days: 1, ridesPerDay: 2, minutes: 5 };
    expect(headline(fares("porirua", days), "Porirua", days)).toBe("In Porirua, for 2 rides of 5 min a day, 1 day a week, Pay as you go costs least: $42.50 a month, $8.50 a week.");
  });
});
