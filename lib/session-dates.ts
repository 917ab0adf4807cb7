import holidaysByYear from "./nz-public-holidays.json";

export const NZ_TIME_ZONE = "Pacific/Auckland";
const LEAD_DAYS = 8; // one week plus one day
const SCAN_DAYS = 40;
const TUESDAY = 2;
const FRIDAY = 5;

export type CalendarDate = { year: number; month: number; day: number };

/**
 * New Zealand's national public holidays, Mondayised days included, as "YYYY-MM-DD" (generated from the
 * date-holidays library by scripts/nz-holidays.mjs; extend the years before the last one listed comes round).
 * Regional anniversary days are not in it: the form's dates do not depend on the city chosen.
 */
export const NZ_PUBLIC_HOLIDAYS: ReadonlySet<string> = new Set(Object.values(holidaysByYear as Record<string, string[]>).flat());

/** The calendar date it is in a time zone at an instant (New Zealand's "today" for workplace sessions). */
export function calendarDateIn(instant: Date, timeZone: string = NZ_TIME_ZONE): CalendarDate {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

// The labels are written with the platform's Intl rather than date-fns `format`, which brings its English locale
// (about 5 kB compressed) into the workplace form's script for three words. The formatters are made on first use,
// not when the form's script is evaluated: that happens before hydration, and the dates are only wanted after it.
let labels: { weekday: Intl.DateTimeFormat; month: Intl.DateTimeFormat; ordinal: Intl.PluralRules } | undefined;
const SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: "st", two: "nd", few: "rd" };

/** "Tuesday, 3rd June": a session date as the form offers it. */
export function sessionDateLabel(date: Date): string {
  labels ??= {
    weekday: new Intl.DateTimeFormat("en-NZ", { weekday: "long" }),
    month: new Intl.DateTimeFormat("en-NZ", { month: "long" }),
    ordinal: new Intl.PluralRules("en-NZ", { type: "ordinal" }),
  };
  const day = date.getDate();
  return `${labels.weekday.format(date)}, ${day}${SUFFIX[labels.ordinal.select(day)] ?? "th"} ${labels.month.format(date)}`;
}

/** "2026-12-04": a local date as the holiday list writes it. */
const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/**
 * Workplace session date options: from one week and a day after today, scanning 40 days, Tuesday to Friday only
 * and never a public holiday (nobody is at work to be trained), labelled like "Tuesday, 3rd June". Dates are
 * built at local noon so daylight-saving shifts never move a day.
 */
export function sessionDateOptions(today: CalendarDate): string[] {
  const options: string[] = [];
  for (let offset = 0; offset < SCAN_DAYS; offset += 1) {
    // The Date constructor carries a day past the month's end into the next month (and year), as addDays did.
    const date = new Date(today.year, today.month - 1, today.day + LEAD_DAYS + offset, 12);
    const weekday = date.getDay();
    if (weekday >= TUESDAY && weekday <= FRIDAY && !NZ_PUBLIC_HOLIDAYS.has(isoDay(date))) options.push(sessionDateLabel(date));
  }
  return options;
}

/** Options a form loaded today or yesterday (New Zealand time) could have offered: a page left open over midnight still submits. */
export function acceptableSessionDates(now: Date): Set<string> {
  const today = calendarDateIn(now);
  const yesterday = calendarDateIn(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  return new Set([...sessionDateOptions(today), ...sessionDateOptions(yesterday)]);
}
