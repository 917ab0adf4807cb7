/**
 * What a stretch of riding costs under each way of paying, in whole cents, with the sum written out. `days`
 * holds the number of rides on each day of the stretch; every ride lasts `minutes`.
 */
import { formatCents } from "@/lib/discounts";
import { describeRides } from "./pattern";

export type Cost = { cents: number; words: string };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Each ride pays its unlock fee and its minutes: "10 rides of 15 min: 10 × ($1 + 15 × 45c) = $77.50". */
export function payPerRide(days: readonly number[], minutes: number, unlockCents: number, perMinuteCents: number): Cost {
  const rides = sum(days);
  const cents = rides * (unlockCents + minutes * perMinuteCents);
  const sumWords = `${rides} × (${formatCents(unlockCents)} + ${minutes} × ${formatCents(perMinuteCents)})`;
  return { cents, words: `${describeRides(rides, minutes)}: ${sumWords} = ${formatCents(cents)}` };
}

/** Minutes ridden beyond a daily allowance, over the days a pass covers. */
function minutesOver(days: readonly number[], covered: (day: number) => boolean, minutes: number, allowance: number): number {
  return sum(days.map((rides, day) => (covered(day) ? Math.max(0, rides * minutes - allowance) : 0)));
}

function passWords(label: string, count: number, priceCents: number, over: number, allowance: number, perMinuteCents: number, cents: number) {
  const extra = over > 0 ? ` + ${over} min over ${allowance} a day × ${formatCents(perMinuteCents)}` : "";
  return `${label}: ${count} × ${formatCents(priceCents)}${extra} = ${formatCents(cents)}`;
}

/**
 * A Day Pass bought on every riding day: its minutes are used that day (it expires 24 hours after purchase), and
 * minutes beyond them are charged at the per-minute rate.
 */
export function dayPasses(days: readonly number[], minutes: number, pass: { minutes: number; priceCents: number }, perMinuteCents: number): Cost {
  const count = days.filter((rides) => rides > 0).length;
  const over = minutesOver(days, (day) => days[day]! > 0, minutes, pass.minutes);
  const cents = count * pass.priceCents + over * perMinuteCents;
  return { cents, words: passWords(`Day Pass on ${count} riding ${count === 1 ? "day" : "days"}`, count, pass.priceCents, over, pass.minutes, perMinuteCents, cents) };
}

/**
 * Go Passes of one length, each bought on the first riding day not yet covered and running for its days in a
 * row (the fewest passes that cover every riding day). No unlock fee; the daily allowance is free and minutes
 * beyond it are charged at the per-minute rate.
 */
export function goPasses(
  days: readonly number[],
  minutes: number,
  pass: { days: number; priceCents: number; dailyMinutes: number },
  perMinuteCents: number,
): Cost {
  let count = 0;
  let coveredUntil = -1;
  days.forEach((rides, day) => {
    if (rides > 0 && day > coveredUntil) {
      count += 1;
      coveredUntil = day + pass.days - 1;
    }
  });
  const over = minutesOver(days, () => true, minutes, pass.dailyMinutes);
  const cents = count * pass.priceCents + over * perMinuteCents;
  const label = `${pass.days} Day Go Pass`;
  return { cents, words: passWords(label, count, pass.priceCents, over, pass.dailyMinutes, perMinuteCents, cents) };
}
