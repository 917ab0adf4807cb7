import { discountTableProblems, discountTableSchema, discountsPageSchema } from "@/lib/content/discounts";
import { readJson } from "@/lib/content/files";
import { formatCents, quoteFor, type DiscountTable } from "./discounts";

jest.mock("server-only", () => ({}));

const table = readJson("pages/discount-table.json", discountTableSchema);
const cardTypes = readJson("pages/discounts.json", discountsPageSchema).cardTypes.map((type) => type.id);

/** The spec's figures, written out by hand: [unlock, per minute, savings] for every region × card type. */
const DEFAULTS: Record<number, [number, number, number]> = {
  1: [50, 32, 50], 2: [50, 22, 50], 5: [50, 27, 50], 9: [50, 27, 50], 13: [50, 32, 50], 14: [50, 27, 50], 15: [50, 22, 50],
};
const STUDENT: Record<number, [number, number, number]> = {
  1: [50, 32, 50], 2: [0, 45, 25], 5: [50, 27, 50], 9: [0, 40, 40], 13: [50, 32, 50], 14: [0, 55, 20], 15: [0, 45, 25],
};
const EXPECTED: Record<string, Record<number, [number, number, number]>> = {
  student: STUDENT,
  supergold: DEFAULTS,
  "community-services": DEFAULTS,
  "total-mobility": DEFAULTS,
  "hapai-access": DEFAULTS,
  leisurecard: DEFAULTS,
};

describe("the discount table", () => {
  it("covers exactly the card types of the page and the seven regions", () => {
    expect(cardTypes).toEqual(Object.keys(EXPECTED));
    expect(table.regions.map((region) => region.regionId).sort((a, b) => a - b)).toEqual([1, 2, 5, 9, 13, 14, 15]);
  });

  const cases = Object.entries(EXPECTED).flatMap(([cardType, byRegion]) =>
    Object.entries(byRegion).map(([regionId, [unlockCents, perMinuteCents, savingsPercent]]) => ({
      cardType, regionId: Number(regionId), unlockCents, perMinuteCents, savingsPercent,
    })),
  );

  it.each(cases)("quotes $cardType in region $regionId: $unlockCents c unlock, $perMinuteCents c/min, $savingsPercent%", ({ cardType, regionId, ...quote }) => {
    expect(quoteFor(table, cardType, regionId)).toEqual(quote);
  });

  it("has no cross-file problems", () => {
    const cityRegionIds = { wellington: 1, auckland: 2, christchurch: 4, waimakariri: 5, "palmerston-north": 9, porirua: 13, tauranga: 14, dunedin: 15 };
    expect(discountTableProblems(table, cardTypes, cityRegionIds)).toEqual([]);
  });
});

describe("quoteFor", () => {
  it("gives nothing until both a card type and a city are chosen", () => {
    expect(quoteFor(table, "", null)).toBeNull();
    expect(quoteFor(table, "supergold", null)).toBeNull();
    expect(quoteFor(table, "", 1)).toBeNull();
  });

  it("gives nothing for a region the table does not cover (Christchurch)", () => {
    expect(quoteFor(table, "supergold", 4)).toBeNull();
  });
});

describe("discountTableProblems", () => {
  const broken: DiscountTable = {
    defaultPlan: { unlockCents: 50, savingsPercent: 50 },
    regions: [
      { regionId: 1, city: "wellington", perMinuteCents: 32 },
      { regionId: 3, city: "auckland", perMinuteCents: 22 },
      { regionId: 1, city: "gotham", perMinuteCents: 22 },
    ],
    cardTypePlans: [
      { cardType: "pensioner", regionId: 1, unlockCents: 0, perMinuteCents: 1, savingsPercent: 1 },
      { cardType: "student", regionId: 9, unlockCents: 0, perMinuteCents: 1, savingsPercent: 1 },
      { cardType: "student", regionId: 1, unlockCents: 0, perMinuteCents: 1, savingsPercent: 1 },
      { cardType: "student", regionId: 1, unlockCents: 0, perMinuteCents: 1, savingsPercent: 1 },
    ],
  };

  it("names every field that disagrees with the cities or the card types", () => {
    expect(discountTableProblems(broken, ["student"], { wellington: 1, auckland: 2 })).toEqual([
      "regions.1.regionId: auckland has region id 2, not 3",
      'regions.2.city: "gotham" is not a configured city',
      "regions.2.regionId: 1 is listed twice",
      'cardTypePlans.0.cardType: "pensioner" is not a card type in content/pages/discounts.json',
      "cardTypePlans.1.regionId: 9 is not a region of the table",
      "cardTypePlans.3: a second plan for student in region 1",
    ]);
  });
});

describe("formatCents", () => {
  it.each([[0, "$0"], [22, "22c"], [50, "50c"], [100, "$1"], [150, "$1.50"], [1000, "$10"]])("%i → %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
