import { MONTH_DAYS, WEEK_DAYS } from "./table";

/** Bounds a person could mean; anything outside is a typing slip, not a riding habit. */
export const LIMITS = {
  ridesPerWeek: { min: 1, max: 70 },
  ridesPerMonth: { min: 1, max: 300 },
  daysPerWeek: { min: 1, max: 7 },
  ridesPerDay: { min: 1, max: 10 },
  minutes: { min: 1, max: 240 },
} as const;

/** How someone rides, in one of three ways of counting, each with the minutes of a typical ride. */
export type Pattern =
  | { by: "week"; rides: number; minutes: number }
  | { by: "month"; rides: number; minutes: number }
  | { by: "days"; days: number; ridesPerDay: number; minutes: number };

/** A whole number within bounds, as typed into a field (digits only), or null. */
function bounded(value: string | null, limit: { min: number; max: number }): number | null {
  if (value === null || !/^\s*\d{1,4}\s*$/.test(value)) return null;
  const number = Number(value);
  return number >= limit.min && number <= limit.max ? number : null;
}

/**
 * The pattern the fields describe, or null when a number is missing or out of bounds. Plain code, not a zod
 * schema: this runs in the browser, where zod's object schemas probe for eval (which the site's script policy
 * forbids) and would add its weight to the page's script.
 */
export function parsePattern(by: string | null, field: (name: "rides" | "days" | "ridesPerDay" | "minutes") => string | null): Pattern | null {
  const minutes = bounded(field("minutes"), LIMITS.minutes);
  if (minutes === null) return null;
  if (by === "week" || by === "month") {
    const rides = bounded(field("rides"), by === "week" ? LIMITS.ridesPerWeek : LIMITS.ridesPerMonth);
    return rides === null ? null : { by, rides, minutes };
  }
  if (by !== "days") return null;
  const days = bounded(field("days"), LIMITS.daysPerWeek);
  const ridesPerDay = bounded(field("ridesPerDay"), LIMITS.ridesPerDay);
  return days === null || ridesPerDay === null ? null : { by, days, ridesPerDay, minutes };
}

/** `total` rides over the first `days` of `length` days, spread as evenly as whole rides go. */
function spread(total: number, days: number, length: number): number[] {
  const base = Math.floor(total / days);
  const extra = total % days;
  return Array.from({ length }, (_, day) => (day < days ? base + (day < extra ? 1 : 0) : 0));
}

/**
 * Rides on each day of a week, or null when the rider counts by the month (a month's rides say nothing about
 * any one week). Riding days come together, like a working week, which is how a 3 Day pass would be used.
 */
export function weekRides(pattern: Pattern): number[] | null {
  if (pattern.by === "month") return null;
  if (pattern.by === "days") return spread(pattern.days * pattern.ridesPerDay, pattern.days, WEEK_DAYS);
  return spread(pattern.rides, Math.min(pattern.rides, WEEK_DAYS), WEEK_DAYS);
}

/**
 * Rides on each of a month's 30 days: the week repeated (four weeks and two days), or a month's rides spread
 * evenly across it, one riding day every so often.
 */
export function monthRides(pattern: Pattern): number[] {
  if (pattern.by !== "month") {
    const week = weekRides(pattern)!;
    return Array.from({ length: MONTH_DAYS }, (_, day) => week[day % WEEK_DAYS]!);
  }
  const days = Math.min(pattern.rides, MONTH_DAYS);
  const perDay = spread(pattern.rides, days, days);
  const month = new Array<number>(MONTH_DAYS).fill(0);
  perDay.forEach((rides, index) => {
    month[Math.floor((index * MONTH_DAYS) / days)] = rides;
  });
  return month;
}

/** "10 rides of 15 min" */
export function describeRides(rides: number, minutes: number): string {
  return `${rides} ${rides === 1 ? "ride" : "rides"} of ${minutes} min`;
}

/** The pattern in a rider's words: "10 rides of 15 min a week", "2 rides of 15 min a day, 5 days a week". */
export function describePattern(pattern: Pattern): string {
  if (pattern.by === "days") {
    return `${describeRides(pattern.ridesPerDay, pattern.minutes)} a day, ${pattern.days} ${pattern.days === 1 ? "day" : "days"} a week`;
  }
  return `${describeRides(pattern.rides, pattern.minutes)} a ${pattern.by}`;
}
