/**
 * The cheapest way to pay for a stretch of riding, over every combination the city allows: each day paid per
 * ride, on the rider's plan or with a Day Pass, or covered by a Go Pass bought on some day and running its days in
 * a row. A shortest path over the days (best[i] = the least the days from i on can cost), exact and O(days ×
 * ways); the property test in cheapest.test.ts holds it to a brute force over every assignment.
 */
import { DAY_WAYS, dayCost, goPassDay, minutesOver, type DayWay, type Tariff } from "./tariff";

export type Piece =
  | { way: DayWay; day: number; rides: number; cents: number }
  /** `days` covered within the stretch, from `day`; a pass running past its end is still paid in full. */
  | { way: "go-pass"; length: number; day: number; days: number; rides: number; overMinutes: number; cents: number };

export type Mix = { cents: number; pieces: Piece[] };

/** `days[i]` is the number of rides on day i. Ties go to the simpler way: per ride, plan, Day Pass, then Go Passes. */
export function cheapestMix(t: Tariff, days: readonly number[]): Mix {
  const n = days.length;
  const best: number[] = new Array<number>(n + 1).fill(0);
  const choice: Piece[] = new Array<Piece>(n);
  for (let i = n - 1; i >= 0; i -= 1) {
    const rides = days[i]!;
    let cents = Infinity;
    for (const way of DAY_WAYS) {
      const cost = dayCost(t, way, rides);
      if (cost !== null && cost + best[i + 1]! < cents) {
        cents = cost + best[i + 1]!;
        choice[i] = { way, day: i, rides, cents: cost };
      }
    }
    for (const length of t.goPass?.lengths ?? []) {
      const end = Math.min(n, i + length.days);
      let cost = length.priceCents;
      let overMinutes = 0;
      let covered = 0;
      for (let day = i; day < end; day += 1) {
        cost += goPassDay(t, days[day]!);
        covered += days[day]!;
        overMinutes += minutesOver(t, days[day]!, t.goPass!.dailyMinutes);
      }
      if (cost + best[end]! < cents) {
        cents = cost + best[end]!;
        choice[i] = { way: "go-pass", length: length.days, day: i, days: end - i, rides: covered, overMinutes, cents: cost };
      }
    }
    best[i] = cents;
  }
  const pieces: Piece[] = [];
  for (let i = 0; i < n; ) {
    const piece = choice[i]!;
    pieces.push(piece);
    i += piece.way === "go-pass" ? piece.days : 1;
  }
  return { cents: best[0]!, pieces };
}
