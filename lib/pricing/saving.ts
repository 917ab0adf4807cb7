/**
 * What a plan saves on one ride of a given length, next to the standard fare: the exact figure for that ride,
 * which is what the finder and the discount calculator quote (a plan's listed percentage is the spec's, not a
 * promise for every ride length).
 */
import { formatMoney } from "./money";

type Fare = { unlockCents: number; perMinuteCents: number };

/** The ride the discount calculator prices as its example: the fare finder's default ride length. */
export const EXAMPLE_RIDE_MINUTES = 15;

export type RideSaving = { minutes: number; standardCents: number; planCents: number; savedCents: number; percent: string };

export function rideSaving(standard: Fare, plan: Fare, minutes: number): RideSaving {
  const standardCents = standard.unlockCents + minutes * standard.perMinuteCents;
  const planCents = plan.unlockCents + minutes * plan.perMinuteCents;
  const savedCents = standardCents - planCents;
  // One decimal, without a trailing ".0": 30.8%, 25%.
  const percent = standardCents > 0 ? ((savedCents / standardCents) * 100).toFixed(1).replace(/\.0$/, "") : "0";
  return { minutes, standardCents, planCents, savedCents, percent };
}

/** "Saves $1.00 (30.8%) on each 5-minute ride, next to pay as you go." */
export function savingWords(saving: RideSaving): string {
  return saving.savedCents > 0
    ? `Saves ${formatMoney(saving.savedCents)} (${saving.percent}%) on each ${saving.minutes}-minute ride, next to pay as you go.`
    : `Costs ${formatMoney(-saving.savedCents)} more than pay as you go on each ${saving.minutes}-minute ride.`;
}

/** "A 15-minute ride costs $6.75 on this plan, $7.75 at the standard fare: $1.00 (12.9%) less." */
export function exampleRideWords(saving: RideSaving): string {
  const start = `A ${saving.minutes}-minute ride costs ${formatMoney(saving.planCents)} on this plan, ${formatMoney(saving.standardCents)} at the standard fare`;
  if (saving.savedCents > 0) return `${start}: ${formatMoney(saving.savedCents)} (${saving.percent}%) less.`;
  return saving.savedCents === 0 ? `${start}: the same.` : `${start}: ${formatMoney(-saving.savedCents)} more.`;
}
