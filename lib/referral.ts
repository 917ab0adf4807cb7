import { nzDay } from "./offer-status";

/**
 * What a referral earns each of the two riders (the referrer once the friend completes a trip): 30 free minutes
 * for referrals until 31 July 2025, New Zealand time, and 5 from 1 August 2025. The spec's one rule, used by the
 * referral page and by the content test that holds every text about referrals to it.
 */
export const REFERRAL_REWARDS = [
  { until: "2025-07-31", minutes: 30 },
  { until: undefined, minutes: 5 },
] as const;

export function referralMinutes(now: Date): number {
  const today = nzDay(now);
  return REFERRAL_REWARDS.find((reward) => reward.until === undefined || today <= reward.until)!.minutes;
}
