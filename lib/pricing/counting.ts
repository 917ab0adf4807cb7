/**
 * How /pricing's totals are counted, as plain facts about the sums: one list, written from the rules in
 * content/pages/pricing.json (`rules`) and the finder's own way of adding up (lib/pricing/tariff.ts), shown once on
 * the page. Where the spec is silent these are the operator's to confirm (docs/content.md), so nothing here is
 * repeated in the in-app pages or promos.
 */
import { formatCents } from "./money";
import type { PriceRules } from "./table";

export function counting(rules: PriceRules, unlockCents: number): string[] {
  const unlock = formatCents(unlockCents);
  return [
    rules.goPass.ridesPayUnlock ? `These totals count the ${unlock} unlock on each Go Pass ride.` : "Rides on a Go Pass pay no unlock fee.",
    rules.dayPass.ridesPayUnlock ? `These totals count the ${unlock} unlock on each Day Pass ride.` : "These totals count no unlock fee on Day Pass rides.",
    "Minutes over a pass's daily allowance are counted at the city's standard per-minute rate, with or without a student or community plan.",
    `A Day Pass expires ${rules.dayPass.expiresAfterHours} hours after purchase, so these totals count one Day Pass for each day it pays for.`,
    "A Go Pass runs for its days in a row from the day it is bought; one that runs past the end of the week or month is counted at its full price.",
    "Each day is paid one way: pay as you go (or your plan), a Day Pass or a Go Pass.",
    "Each ride is counted as the whole minutes you enter.",
  ];
}
