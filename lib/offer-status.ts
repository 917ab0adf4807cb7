/** Offers start and end on New Zealand calendar days, whichever market's site shows them. */
export const OFFER_TIME_ZONE = "Pacific/Auckland";

// Made on first use, not when a script importing this module is evaluated: a browser's first Intl object loads its
// ICU data, 50–90 ms of main thread on the bench's phone, and that evaluation happens before hydration. The browser
// decides an offer's phase from offerBounds' instants instead, with no Intl at all (docs/performance.md).
let dayFormat: Intl.DateTimeFormat | undefined;

/** The New Zealand calendar day of an instant, as "YYYY-MM-DD". */
export function nzDay(now: Date): string {
  dayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: OFFER_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = dayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

const HOUR_MS = 3_600_000;

/**
 * The instant (ms since the epoch) a New Zealand calendar day begins: the first millisecond whose nzDay is `day`.
 * New Zealand's clock is between 9 and 15 hours ahead of UTC whatever its rules become, so that instant lies in those
 * hours before the day's UTC midnight, and nzDay only moves forward with time: a binary search finds it exactly.
 */
export function nzDayStart(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let before = utcMidnight - 15 * HOUR_MS; // still the day before
  let from = utcMidnight - 9 * HOUR_MS; // already `day`
  while (from - before > 1) {
    const middle = Math.floor((before + from) / 2);
    if (nzDay(new Date(middle)) >= day) from = middle;
    else before = middle;
  }
  return from;
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

/** An offer's days as instants, worked out on the server: `endsBefore` is when the day after its last begins. */
export type OfferBounds = { endsBefore: number; startsFrom?: number };

export function offerBounds(endsAt: string, startsAt?: string): OfferBounds {
  const endsBefore = nzDayStart(dayAfter(endsAt));
  return startsAt ? { endsBefore, startsFrom: nzDayStart(startsAt) } : { endsBefore };
}

/** offerPhase from the bounds' instants: what a browser uses, so that deciding a phase needs no time-zone data. */
export function phaseAt(nowMs: number, { endsBefore, startsFrom }: OfferBounds): OfferPhase {
  if (nowMs >= endsBefore) return "ended";
  if (startsFrom !== undefined && nowMs < startsFrom) return "upcoming";
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
