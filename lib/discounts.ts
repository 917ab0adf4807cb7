import { formatCents } from "./pricing/money";

/**
 * Community and student discount quotes: pure, shared by the page (server) and its calculator (browser), with
 * the rates kept as data in content/pages/discount-table.json.
 */

export type Quote = { unlockCents: number; perMinuteCents: number; savingsPercent: number };

export type DiscountTable = {
  /** What every card type gets in a region unless it has its own plan there. */
  defaultPlan: { unlockCents: number; savingsPercent: number };
  regions: { regionId: number; city: string; perMinuteCents: number }[];
  cardTypePlans: ({ cardType: string; regionId: number } & Quote)[];
};

/**
 * The quote for a card type in a region, by the spec's one rule for every eligible card: the card type's own plan
 * there, else the region default. /discounts and the fare finder both ask this function. Null until
 * both are chosen (empty card type or null region), or for a region the table does not cover.
 */
export function quoteFor(table: DiscountTable, cardType: string, regionId: number | null): Quote | null {
  if (!cardType || regionId === null) return null;
  const region = table.regions.find((entry) => entry.regionId === regionId);
  if (!region) return null;
  const own = table.cardTypePlans.find((plan) => plan.cardType === cardType && plan.regionId === regionId);
  if (own) return { unlockCents: own.unlockCents, perMinuteCents: own.perMinuteCents, savingsPercent: own.savingsPercent };
  return { unlockCents: table.defaultPlan.unlockCents, perMinuteCents: region.perMinuteCents, savingsPercent: table.defaultPlan.savingsPercent };
}

/**
 * Whether a card type has a plan of its own in a region (a student plan), whose saving the spec states as one
 * figure; the region default is the community plan, whose saving the spec states as "up to 50%".
 */
export function hasOwnPlan(table: DiscountTable, cardType: string, regionId: number | null): boolean {
  return table.cardTypePlans.some((plan) => plan.cardType === cardType && plan.regionId === regionId);
}

/** A plan's listed saving as the spec states it: "25%" for a student plan, "up to 50%" for the community plan. */
export function savingsLabel(quote: Quote, own: boolean): string {
  return own ? `${quote.savingsPercent}%` : `up to ${quote.savingsPercent}%`;
}

type Fare = { unlockCents: number; perMinuteCents: number };

/** "50% less", "the same", "20% more": one part of a fare against the standard's, to one decimal. */
function partWords(plan: number, standard: number): string {
  if (plan === standard) return `${formatCents(plan)}, as at the standard fare`;
  const percent = (Math.abs(standard - plan) / standard) * 100;
  const figure = percent.toFixed(1).replace(/\.0$/, "");
  return `${formatCents(plan)} instead of ${formatCents(standard)} (${figure}% ${plan < standard ? "less" : "more"})`;
}

/**
 * Why a ride's saving, a sum the page prints, is not the plan's listed figure (the spec's "25%", "up to 50%"): the
 * unlock and the minutes are discounted by different shares, so the ride's share lies between the two and moves
 * with its length. Null where the ride's own figure is the listed one, or the standard fare is free.
 * `rideFigure`: the ride's saving as printed ("12.9"), `listed` the plan's ("25%", "up to 50%").
 */
export function savingReason(standard: Fare, plan: Fare, rideFigure: string, listed: string, listedPercent: number): string | null {
  if (Number(rideFigure) === listedPercent || standard.unlockCents <= 0 || standard.perMinuteCents <= 0) return null;
  const share = (planCents: number, standardCents: number) => (standardCents - planCents) / standardCents;
  const [unlock, minute] = [share(plan.unlockCents, standard.unlockCents), share(plan.perMinuteCents, standard.perMinuteCents)];
  const weighs =
    unlock > minute
      ? `, so the ${formatCents(plan.unlockCents)} unlock weighs most on short rides`
      : unlock < minute
        ? `, so the ${formatCents(plan.perMinuteCents)} minutes weigh most on long rides`
        : "";
  return (
    `The plan lists its saving as ${listed}; what a ride saves depends on its length. ` +
    `The unlock costs ${partWords(plan.unlockCents, standard.unlockCents)} and each minute ${partWords(plan.perMinuteCents, standard.perMinuteCents)}${weighs}.`
  );
}

/** Rates and fees as riders see them in the app: "$0", "45c", "$1", "$1.50". */
export { formatCents };
