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

const ORDER: readonly OfferPhase[] = ["upcoming", "active", "ended"];

/**
 * The later of two phases. The server decides a page's phase when it renders it; a browser viewing a copy held
 * in a cache may know the offer has since moved on, but never that it has moved back: a phone whose clock is
 * wrong must not revive an ended offer.
 */
export function laterPhase(a: OfferPhase, b: OfferPhase): OfferPhase {
  return ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
}

/** The phases a page rendered in `phase` can still reach, in order: what a cached copy may have to show. */
export function phasesFrom(phase: OfferPhase): OfferPhase[] {
  return ORDER.slice(ORDER.indexOf(phase));
}

/** The calendar day after `isoDay` ("2025-02-28" → "2025-03-01"): the first day an offer ending on it is over. */
export function dayAfter(isoDay: string): string {
  const next = new Date(`${isoDay}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
