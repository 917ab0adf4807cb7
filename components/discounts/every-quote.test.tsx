/**
 * @jest-environment jsdom
 *
 * Every card type in every city, on the shipped content, as the page builds the calculator: no saving the visitor
 * reads as theirs is contradicted by the sum printed with it, the plan's figure is given as the plan's (the spec's
 * words), and where the two differ a line says why, truly (an oracle over ride lengths below).
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fc from "fast-check";
import { getCity } from "@/lib/content";
import { discountCities, getDiscountTable, getDiscountsPage } from "@/lib/content/discounts";
import { CITY_KEYS, entryOf } from "@/lib/content/keys";
import { getPricing } from "@/lib/content/pricing";
import { hasOwnPlan, quoteFor, savingReason, savingsLabel } from "@/lib/discounts";
import { rideSaving } from "@/lib/pricing/saving";
import { DiscountCalculator } from "./DiscountCalculator";

jest.mock("server-only", () => ({}));

const page = getDiscountsPage();
const table = getDiscountTable();
const pricing = getPricing();
const standardFares = Object.fromEntries(CITY_KEYS.map((key) => [getCity(key).regionId, { unlockCents: pricing.unlockCents, perMinuteCents: entryOf(pricing.cities, key, "pricing cities").perMinuteCents }]));
const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, "")) * 100);

const pairs = page.cardTypes.flatMap((card) => discountCities(table).map((city) => [card, city] as const));

describe("every card type × city on the shipped content", () => {
  it("covers them all", () => {
    expect(pairs.length).toBe(page.cardTypes.length * discountCities(table).length);
    expect(pairs.length).toBeGreaterThanOrEqual(6 * 7);
  });

  it.each(pairs.map(([card, city]) => [card.label, city.name, card, city] as const))("%s in %s: no headline saving contradicts its sum", async (_, __, card, city) => {
    render(
      <DiscountCalculator
        cardTypes={page.cardTypes}
        cities={discountCities(table)}
        table={table}
        standardFares={standardFares}
        prompts={page.prompts}
        howToApply={page.howToApply}
        helloEmail="hello@flamingoscooters.co.nz"
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Card type"), card.id);
    await user.selectOptions(screen.getByLabelText("City"), String(city.regionId));
    const result = screen.getByRole("status", { name: "Your discount" });
    const text = result.textContent ?? "";

    // The plan's figure, as the spec gives it, under a label that calls it the plan's.
    const quote = quoteFor(table, card.id, city.regionId)!;
    const listed = savingsLabel(quote, hasOwnPlan(table, card.id, city.regionId));
    expect(within(result).getByText("Plan saves").nextElementSibling?.textContent).toBe(listed);
    expect(text).not.toMatch(/you save|your saving/i);

    // The one saving read as the visitor's: its sum, checked from the printed figures alone.
    const sum = /costs (\$[\d.,]+) on this plan, (\$[\d.,]+) at the standard fare: (?:(\$[\d.,]+) \(([\d.]+)%\) less|the same|(\$[\d.,]+) more)\./.exec(text);
    expect(sum).not.toBeNull();
    const [plan, standard] = [cents(sum![1]!), cents(sum![2]!)];
    if (sum![3]) {
      expect(standard - plan).toBe(cents(sum![3]));
      expect(Number(sum![4])).toBeCloseTo(((standard - plan) / standard) * 100, 1);
    }
    // Every percentage on the card is either the plan's listed figure, the sum's, or a part's in the reason line.
    const ridePercent = sum![4] ? Number(sum![4]) : 0;
    const reason = savingReason(standardFares[city.regionId]!, quote, sum![4] ?? "0", listed, quote.savingsPercent);
    if (ridePercent !== quote.savingsPercent) {
      expect(reason).not.toBeNull();
      expect(text).toContain(reason!);
      expect(reason).toContain(`lists its saving as ${listed}`);
    } else expect(reason).toBeNull();
  });
});

describe("savingReason tells the truth about ride length", () => {
  const fare = fc.record({ unlockCents: fc.integer({ min: 1, max: 500 }), perMinuteCents: fc.integer({ min: 1, max: 200 }) });
  const discount = (standard: { unlockCents: number; perMinuteCents: number }) =>
    fc.record({ unlockCents: fc.integer({ min: 0, max: standard.unlockCents }), perMinuteCents: fc.integer({ min: 0, max: standard.perMinuteCents }) });

  it("the side it says weighs most is the side the sums favour: short rides save more when it names the unlock, long ones when it names the minutes", () => {
    fc.assert(
      fc.property(
        fare.chain((standard) => fc.tuple(fc.constant(standard), discount(standard))),
        fc.integer({ min: 1, max: 119 }),
        ([standard, plan], minutes) => {
          const reason = savingReason(standard, plan, "-1", "up to 50%", 50);
          const [shorter, longer] = [rideSaving(standard, plan, minutes), rideSaving(standard, plan, minutes + 1)];
          const share = (saving: typeof shorter) => saving.savedCents / saving.standardCents;
          if (reason?.includes("unlock weighs most on short rides")) expect(share(shorter)).toBeGreaterThanOrEqual(share(longer));
          if (reason?.includes("minutes weigh most on long rides")) expect(share(longer)).toBeGreaterThanOrEqual(share(shorter));
        },
      ),
    );
  });
});
