import type { Fare } from "./snapshot";

export type SiteFare = { currency: string; unlockCents: number; perMinuteCents: number };

/** The figures where the feed's default scooter plan and the site's prices differ, each named for the log; empty when they agree. */
export function fareDifferences(feed: Fare, site: SiteFare): string[] {
  const differences: string[] = [];
  if (feed.currency !== site.currency) differences.push(`currency: feed ${feed.currency}, site ${site.currency}`);
  if (feed.unlockCents !== site.unlockCents) differences.push(`unlock: feed ${feed.unlockCents}c, site ${site.unlockCents}c`);
  if (feed.perMinuteCents !== site.perMinuteCents) differences.push(`per minute: feed ${feed.perMinuteCents ?? "none"}c, site ${site.perMinuteCents}c`);
  return differences;
}
