/**
 * How old a live figure is, in words both markets read the same way: a clock time with its zone ("10:13 NZDT"),
 * which the server can print into a cached page, and an age ("2 minutes ago"), which only the visitor's clock can
 * tell. Plain functions: the server renders the first, the browser the second (components/live/LiveAge.tsx).
 */

/** The zone a city's feed falls back to when it names one Intl does not know. */
const HOME_ZONE = "Pacific/Auckland";

/** "10:13 NZDT": the time in the system's own zone, with that zone's abbreviation, so no reader takes it for theirs. */
export function zonedClock(epochMs: number, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat("en-NZ", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone, timeZoneName: "short" }).format(epochMs);
  try {
    return format(timeZone);
  } catch {
    // A feed's timezone is its own text: one Intl rejects must not take the page down.
    return format(HOME_ZONE);
  }
}

/**
 * "just now", "1 minute ago", "4 minutes ago", "2 hours ago": how long before `now` the data is from. A time ahead of
 * the visitor's clock (a clock a little behind the feed's) reads "just now", never a negative age.
 */
export function ageWords(dataTime: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - dataTime) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
}

/** When the age's words next change: the next whole minute of age, so a timer wakes only when the text would. */
export function nextAgeChange(dataTime: number, now: number): number {
  const age = now - dataTime;
  return age < 0 ? 60_000 - age : 60_000 - (age % 60_000);
}
