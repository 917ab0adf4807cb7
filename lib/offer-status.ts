/** Offers start and end on New Zealand calendar days, whichever market's site shows them. */
export const OFFER_TIME_ZONE = "Pacific/Auckland";

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: OFFER_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The New Zealand calendar day of an instant, as "YYYY-MM-DD". */
export function nzDay(now: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => dayFormat.formatToParts(now).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export type OfferPhase = "upcoming" | "active" | "ended";

/**
 * Where an offer stands at an instant: `endsAt` is its last day (it runs to midnight at the end of that day,
 * New Zealand time) and `startsAt`, when given, its first.
 */
export function offerPhase(now: Date, endsAt: string, startsAt?: string): OfferPhase {
  const today = nzDay(now);
  if (today > endsAt) return "ended";
  if (startsAt && today < startsAt) return "upcoming";
  return "active";
}
