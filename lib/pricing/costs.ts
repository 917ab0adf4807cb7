/**
 * What a stretch of riding costs paid one way throughout, in whole cents, with the sum written out: the single
 * options the finder lists beside the cheapest mix. `days` holds the number of rides on each day of the stretch.
 */
import { formatCents, formatMoney } from "./money";
import { describeRides } from "./pattern";
import { dayCost, goPassDay, minutesOver, type Tariff } from "./tariff";

export type Cost = { cents: number; words: string };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Each ride pays its unlock fee and its minutes: "10 rides of 15 min: 10 × ($1 + 15 × 45c) = $77.50". */
export function payPerRide(days: readonly number[], minutes: number, unlockCents: number, perMinuteCents: number): Cost {
  const rides = sum(days);
  const cents = rides * (unlockCents + minutes * perMinuteCents);
  const sumWords = `${rides} × (${formatCents(unlockCents)} + ${minutes} × ${formatCents(perMinuteCents)})`;
  return { cents, words: `${describeRides(rides, minutes)}: ${sumWords} = ${formatMoney(cents)}` };
}

/** "+ 10 unlocks × $1", when a pass's rides pay the unlock fee. */
export function unlockWords(rides: number, unlocks: boolean, t: Tariff): string {
  return unlocks && rides > 0 ? ` + ${rides} ${rides === 1 ? "unlock" : "unlocks"} × ${formatCents(t.unlockCents)}` : "";
}

/** "+ 175 min over 45 a day × 55c", when riding goes beyond a pass's allowance. */
export function overWords(over: number, allowance: number, t: Tariff, perDay: boolean): string {
  return over > 0 ? ` + ${over} min over ${allowance}${perDay ? " a day" : ""} × ${formatCents(t.perMinuteCents)}` : "";
}

/** A Day Pass bought on every riding day (it expires 24 hours after purchase), its minutes used that day. */
export function dayPasses(t: Tariff, days: readonly number[]): Cost {
  const pass = t.dayPass!;
  const riding = days.filter((rides) => rides > 0);
  const count = riding.length;
  const cents = sum(riding.map((rides) => dayCost(t, "day-pass", rides)!));
  const over = sum(riding.map((rides) => minutesOver(t, rides, pass.minutes)));
  const label = `Day Pass on ${count} riding ${count === 1 ? "day" : "days"}`;
  return {
    cents,
    words: `${label}: ${count} × ${formatMoney(pass.priceCents)}${unlockWords(sum(riding), pass.ridesPayUnlock, t)}${overWords(over, pass.minutes, t, true)} = ${formatMoney(cents)}`,
  };
}

/**
 * Go Passes of one length, each bought on the first riding day not yet covered and running for its days in a
 * row (the fewest passes that cover every riding day).
 */
export function goPasses(t: Tariff, days: readonly number[], length: { days: number; priceCents: number }): Cost {
  const pass = t.goPass!;
  let count = 0;
  let coveredUntil = -1;
  days.forEach((rides, day) => {
    if (rides > 0 && day > coveredUntil) {
      count += 1;
      coveredUntil = day + length.days - 1;
    }
  });
  const cents = count * length.priceCents + sum(days.map((rides) => goPassDay(t, rides)));
  const over = sum(days.map((rides) => minutesOver(t, rides, pass.dailyMinutes)));
  const label = `${length.days} Day Go Pass`;
  return {
    cents,
    words: `${label}: ${count} × ${formatMoney(length.priceCents)}${unlockWords(sum(days), pass.ridesPayUnlock, t)}${overWords(over, pass.dailyMinutes, t, true)} = ${formatMoney(cents)}`,
  };
}
