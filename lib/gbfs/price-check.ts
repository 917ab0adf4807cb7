import type { Fare, PlanPrices, TypeFare } from "./snapshot";

export type SiteFare = { currency: string; unlockCents: number; perMinuteCents: number };

const sameCurrency = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The figures where the feed's default scooter plan and the site's prices differ, each named for the log; empty when they agree. */
export function fareDifferences(feed: Fare, site: SiteFare): string[] {
  const differences: string[] = [];
  if (!sameCurrency(feed.currency, site.currency)) differences.push(`currency: feed ${feed.currency}, site ${site.currency}`);
  if (feed.unlockCents !== site.unlockCents) differences.push(`unlock: feed ${feed.unlockCents}c, site ${site.unlockCents}c`);
  if (feed.perMinuteCents !== site.perMinuteCents) differences.push(`per minute: feed ${feed.perMinuteCents ?? "none"}c, site ${site.perMinuteCents}c`);
  return differences;
}

/**
 * Where one plan differs from the site's fare, which is the unlock, then the city's rate every minute from the
 * first, in the currency, and nothing by distance. Each per-minute segment is read by its start: its rate over its
 * interval is its price a minute (interval 0 charges the rate once, which the site never does); the recurring
 * segments must cover every minute from 0 on without a gap.
 */
export function planDifferences(plan: PlanPrices, site: SiteFare): string[] {
  const differences: string[] = [];
  if (!sameCurrency(plan.currency, site.currency)) differences.push(`currency: feed ${plan.currency}, site ${site.currency}`);
  if (plan.unlockCents !== site.unlockCents) differences.push(`unlock: feed ${plan.unlockCents}c, site ${site.unlockCents}c`);
  let covered = 0;
  for (const segment of plan.perMinute) {
    if (segment.interval === 0) {
      if (segment.rateCents !== 0) differences.push(`from minute ${segment.start}: feed ${segment.rateCents}c once, site none`);
      continue;
    }
    if (segment.start > covered) differences.push(`minutes ${covered} to ${segment.start}: feed none, site ${site.perMinuteCents}c a minute`);
    const cents = Math.round(segment.rateCents / segment.interval);
    if (cents !== site.perMinuteCents) differences.push(`per minute from minute ${segment.start}: feed ${cents}c, site ${site.perMinuteCents}c`);
    covered = Math.max(covered, segment.end ?? Number.POSITIVE_INFINITY);
  }
  if (covered !== Number.POSITIVE_INFINITY) differences.push(`per minute from minute ${covered}: feed none, site ${site.perMinuteCents}c`);
  if (plan.segmentsLeftOut > 0) differences.push(`${plan.segmentsLeftOut} more per-minute segments than the check reads`);
  if (plan.perKm.some((segment) => segment.rateCents !== 0)) differences.push("per km: feed charges, site none");
  return differences;
}

export type PriceCheck = {
  /** Plans compared with a figure of the site's. 0: nothing could be checked. */
  checked: number;
  /** "plan standard: per minute from minute 0: feed 50c, site 45c". */
  differences: string[];
  /** What could not be compared, and why ("vehicle type car-1 (car): the site has no price for it"). */
  unchecked: string[];
};

/**
 * Every vehicle type's default plan against the site's fare, which the site states for scooters and e-bikes (one rate
 * a city); a type of another kind, or one whose plan the feed does not list, is reported as not checked, never as a
 * mismatch. A plan shared by several types is compared once.
 */
export function checkPrices(fares: TypeFare[], site: SiteFare): PriceCheck {
  const differences: string[] = [];
  const unchecked: string[] = [];
  const compared = new Set<string>();
  for (const fare of fares) {
    const type = `vehicle type ${fare.vehicleTypeId} (${fare.formFactor})`;
    if (fare.kind === "other") unchecked.push(`${type}: the site has no price for it`);
    else if (!fare.planId) unchecked.push(`${type}: no default plan`);
    else if (!fare.plan) unchecked.push(`${type}: plan ${fare.planId} is not in system_pricing_plans`);
    else if (!compared.has(fare.plan.planId)) {
      compared.add(fare.plan.planId);
      differences.push(...planDifferences(fare.plan, site).map((difference) => `plan ${fare.plan!.planId}: ${difference}`));
    }
  }
  return { checked: compared.size, differences, unchecked };
}
