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

const ridesOn = (rides: number) => (rides === 0 ? "none" : `${rides} ${rides === 1 ? "ride" : "rides"}`);

/**
 * How a week's rides are laid out, day by day: "2 rides on each of days 1 to 3, 1 ride on each of days 4 to 7".
 * Runs of days with the same number of rides are named together.
 */
export function describeWeek(days: readonly number[]): string {
  const runs: { rides: number; from: number; to: number }[] = [];
  days.forEach((rides, day) => {
    const last = runs[runs.length - 1];
    if (last && last.rides === rides) last.to = day + 1;
    else runs.push({ rides, from: day + 1, to: day + 1 });
  });
  return runs
    .map(({ rides, from, to }) => {
      if (from === to) return `${ridesOn(rides)} on day ${from}`;
      return `${ridesOn(rides)} on ${rides === 0 ? "" : "each of "}days ${from} ${to === from + 1 ? "and" : "to"} ${to}`;
    })
    .join(", ");
}

/** How a month's rides are laid out, counted by days: "45 rides on 30 days: 2 rides on 15 days, 1 ride on 15". */
export function describeMonth(days: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const rides of days) if (rides > 0) counts.set(rides, (counts.get(rides) ?? 0) + 1);
  const riding = [...counts.values()].reduce((total, count) => total + count, 0);
  const total = days.reduce((sum, rides) => sum + rides, 0);
  const groups = [...counts].sort(([a], [b]) => b - a).map(([rides, count]) => `${ridesOn(rides)} on ${count} ${count === 1 ? "day" : "days"}`);
  return `${ridesOn(total)} on ${riding} of the ${days.length} days${groups.length > 1 ? `: ${groups.join(", ")}` : ""}`;
}
