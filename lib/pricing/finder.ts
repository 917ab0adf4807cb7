/**
 * The fare finder: for a city and a way of riding, the cheapest way to pay for a week and for a 30-day month (a
 * mix of ways where that costs less), then what each way costs on its own, with the sums in words and the
 * assumptions behind them.
 */
import { quoteFor, type DiscountTable } from "@/lib/discounts";
import { cheapestMix } from "./cheapest";
import { dayPasses, goPasses, payPerRide, type Cost } from "./costs";
import { mixWays, mixWords } from "./mix-words";
import { formatCents, formatMoney } from "./money";
import { describeMonth, describePattern, describeWeek, monthRides, weekRides, type Pattern } from "./pattern";
import type { PriceTable } from "./table";
import { tariffFor, type Tariff } from "./tariff";

export type FareOption = {
  id: string;
  name: string;
  /** Null when the rider counts by the month: a week of it is not known. */
  week: Cost | null;
  month: Cost;
  /** Costs as little as the cheapest way to pay, for a week and for a month: equal totals are shown as equal. */
  cheapest: { week: boolean; month: boolean };
  /** The plan's saving on this rider's own rides. */
  note?: string;
};

export type Best = Cost & { ways: string[] };

export type Card = { id: string; label: string };

export type FareResult = {
  best: { week: Best | null; month: Best };
  options: FareOption[];
  layout: string[];
  assumptions: string[];
};

type CityContext<K extends string> = { key: K; name: string; regionId: number };

/** The name of a card's plan in a city: a student's own plan where there is one, else the community plan. */
function planName(discounts: DiscountTable, card: Card, regionId: number): string {
  const own = discounts.cardTypePlans.some((plan) => plan.cardType === card.id && plan.regionId === regionId);
  return own && card.id === "student" ? "Student plan" : `Community plan (${card.label})`;
}

/** "Saves 12.9% on each 15-minute ride, next to pay as you go." */
function planSaving(t: Tariff, minutes: number): string {
  const standard = t.unlockCents + minutes * t.perMinuteCents;
  const plan = t.plan!.unlockCents + minutes * t.plan!.perMinuteCents;
  const percent = (((standard - plan) / standard) * 100).toFixed(1).replace(/\.0$/, "");
  return plan < standard
    ? `Saves ${formatMoney(standard - plan)} (${percent}%) on each ${minutes}-minute ride, next to pay as you go.`
    : `Costs ${formatMoney(plan - standard)} more than pay as you go on each ${minutes}-minute ride.`;
}

export function findFares<K extends string>(
  prices: PriceTable<K>,
  discounts: DiscountTable,
  city: CityContext<K>,
  pattern: Pattern,
  card: Card | null,
): FareResult {
  const quote = card ? quoteFor(discounts, card.id, city.regionId) : null;
  const plan = card && quote ? planName(discounts, card, city.regionId) : "";
  const t = tariffFor(prices, city.key, pattern.minutes, quote);
  const week = weekRides(pattern);
  const month = monthRides(pattern);
  const priced = (cost: (days: readonly number[]) => Cost) => ({ week: week ? cost(week) : null, month: cost(month) });
  const best = (days: readonly number[]): Best => {
    const mix = cheapestMix(t, days);
    return { cents: mix.cents, words: mixWords(t, mix, plan), ways: mixWays(mix, plan) };
  };
  const result = { week: week ? best(week) : null, month: best(month) };

  const singles: Omit<FareOption, "cheapest">[] = [
    { id: "per-ride", name: "Pay as you go", ...priced((days) => payPerRide(days, pattern.minutes, t.unlockCents, t.perMinuteCents)) },
  ];
  if (t.plan) {
    const fare = t.plan;
    singles.push({ id: "plan", name: plan, ...priced((days) => payPerRide(days, pattern.minutes, fare.unlockCents, fare.perMinuteCents)), note: planSaving(t, pattern.minutes) });
  }
  if (t.dayPass) singles.push({ id: "day-pass", name: "Day Pass", ...priced((days) => dayPasses(t, days)) });
  for (const length of t.goPass?.lengths ?? []) {
    singles.push({ id: `go-pass-${length.days}`, name: `${length.days} Day Go Pass`, ...priced((days) => goPasses(t, days, length)) });
  }
  // Cheapest month first; a tie goes to the cheaper week, then to the simpler option (the order above).
  const options = singles
    .map((option, index) => ({ option, index }))
    .sort((a, b) => a.option.month.cents - b.option.month.cents || (a.option.week?.cents ?? 0) - (b.option.week?.cents ?? 0) || a.index - b.index)
    .map(({ option }) => ({
      ...option,
      cheapest: { week: option.week !== null && option.week.cents === result.week?.cents, month: option.month.cents === result.month.cents },
    }));
  return { best: result, options, layout: layout(pattern, week, month), assumptions: assumptions(prices, city, pattern, t, plan) };
}

function layout(pattern: Pattern, week: readonly number[] | null, month: readonly number[]): string[] {
  if (!week) return [`Your month as we count it: ${describeMonth(month)}, spread evenly over the 30 days.`];
  const lines = [
    `Your week as we count it: ${describeWeek(week)}.`,
    `Your month: that week four times over, then its first two days again (${month.reduce((sum, rides) => sum + rides, 0)} rides in 30 days).`,
  ];
  if (pattern.by === "week") lines.push("Ride on fewer days, or more? Choose “By riding days” to set your days and rides a day.");
  return lines;
}

function assumptions<K extends string>(prices: PriceTable<K>, city: CityContext<K>, pattern: Pattern, t: Tariff, plan: string): string[] {
  const { rules } = prices;
  const rate = formatCents(t.perMinuteCents);
  const unlock = formatCents(t.unlockCents);
  const lines = [
    pattern.by === "month"
      ? "Your rides are spread as evenly as they go over a 30-day month."
      : "Your riding days come together, and your rides are shared as evenly as they go between them.",
    `Pay as you go is ${unlock} to unlock each ride, then ${rate} a minute in ${city.name}. Each ride is the whole minutes you enter; the app may count a part minute as a whole one.`,
  ];
  const ways = ["per ride", t.dayPass ? "with a Day Pass" : "", t.goPass ? "under a Go Pass" : ""].filter(Boolean);
  if (ways.length > 1) lines.push(`Each day is paid one way: ${ways.slice(0, -1).join(", ")} or ${ways[ways.length - 1]}.`);
  if (t.goPass) {
    lines.push(
      `A Go Pass has no unlock fee and covers up to ${t.goPass.dailyMinutes} minutes of riding each day it runs, for its days in a row from the day you buy it; a pass running past the end of the week or month is paid in full. We assume minutes beyond the allowance cost ${rate} a minute.`,
    );
  }
  if (t.dayPass) {
    lines.push(
      `A Day Pass gives ${t.dayPass.minutes} minutes for ${formatMoney(t.dayPass.priceCents)} and expires ${rules.dayPass.expiresAfterHours} hours after purchase, so we count one for each day it pays for. ${
        rules.dayPass.ridesPayUnlock ? `We assume each ride on it still pays the ${unlock} unlock` : "We assume its rides pay no unlock fee"
      }, and minutes beyond its ${t.dayPass.minutes} cost ${rate} a minute.`,
    );
  }
  if (plan) {
    const passes = t.dayPass || t.goPass ? ` On a day a pass pays for, we count the standard ${unlock} unlock and ${rate} a minute where the pass charges them.` : "";
    lines.push(`The ${plan} applies once your card is approved in the app.${passes}`);
  }
  return lines;
}

/** "a mix of Day Pass and pay as you go", "a 7 Day Go Pass". */
function waysPhrase(best: Best): string {
  const names = best.ways.map((name) => (/Pass$/.test(name) && best.ways.length === 1 ? `a ${name}` : name));
  return names.length > 1 ? `a mix of ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "pay as you go");
}

/** The answer in one sentence, for the live region: what the cheapest way to pay is, and what it costs. */
export function headline(result: FareResult, cityName: string, pattern: Pattern): string {
  const { week, month } = result.best;
  const start = `In ${cityName}, for ${describePattern(pattern)}, the cheapest way to pay is`;
  if (!week) return `${start} ${waysPhrase(month)}: ${formatMoney(month.cents)} a month.`;
  if (waysPhrase(week) === waysPhrase(month)) return `${start} ${waysPhrase(week)}: ${formatMoney(week.cents)} a week, ${formatMoney(month.cents)} a month.`;
  return `${start} ${waysPhrase(week)} for a week (${formatMoney(week.cents)}) and ${waysPhrase(month)} for a month (${formatMoney(month.cents)}).`;
}
