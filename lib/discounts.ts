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

/** Rates and fees as riders see them in the app: "$0", "45c", "$1", "$1.50". */
export { formatCents } from "./pricing/money";
