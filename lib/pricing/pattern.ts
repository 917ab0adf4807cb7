import { z } from "zod";
import { MONTH_DAYS, WEEK_DAYS } from "./table";

/** Bounds a person could mean; anything outside is a typing slip, not a riding habit. */
export const LIMITS = {
  ridesPerWeek: { min: 1, max: 70 },
  ridesPerMonth: { min: 1, max: 300 },
  daysPerWeek: { min: 1, max: 7 },
  ridesPerDay: { min: 1, max: 10 },
  minutes: { min: 1, max: 240 },
} as const;

const bounded = (limit: { min: number; max: number }) => z.coerce.number().int().min(limit.min).max(limit.max);

/** How someone rides, in one of three ways of counting, each with the minutes of a typical ride. */
export const patternSchema = z.discriminatedUnion("by", [
  z.strictObject({ by: z.literal("week"), rides: bounded(LIMITS.ridesPerWeek), minutes: bounded(LIMITS.minutes) }),
  z.strictObject({ by: z.literal("month"), rides: bounded(LIMITS.ridesPerMonth), minutes: bounded(LIMITS.minutes) }),
  z.strictObject({
    by: z.literal("days"),
    days: bounded(LIMITS.daysPerWeek),
    ridesPerDay: bounded(LIMITS.ridesPerDay),
    minutes: bounded(LIMITS.minutes),
  }),
]);
export type Pattern = z.infer<typeof patternSchema>;

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
