/**
 * The fare finder: for a city and a way of riding, the cheapest way to pay for a week and for a 30-day month (a
 * mix of ways where that costs less), then what each way costs on its own, with the sums in words and how the
 * rider's rides were laid out. The rules every total follows are listed once on the page (lib/pricing/counting.ts).
 */
import { quoteFor, type DiscountTable } from "@/lib/discounts";
import { cheapestMix } from "./cheapest";
import { dayPasses, goPasses, payPerRide, type Cost } from "./costs";
import { mixLines, mixWays, mixWords } from "./mix-words";
import { formatCents, formatMoney } from "./money";
import { rideSaving, savingWords } from "./saving";
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

/** `lines`: the sum as a phone reads it, one part a line, then the total's sum. */
export type Best = Cost & { ways: string[]; lines: string[] };

export type Card = { id: string; label: string };

export type FareResult = {
  best: { week: Best | null; month: Best };
  options: FareOption[];
  /** How the finder laid out the rider's rides and priced them, in plain words. */
  workings: string[];
};

type CityContext<K extends string> = { key: K; name: string; regionId: number };

/** The name of a card's plan in a city: a student's own plan where there is one, else the community plan. */
function planName(discounts: DiscountTable, card: Card, regionId: number): string {
  const own = discounts.cardTypePlans.some((plan) => plan.cardType === card.id && plan.regionId === regionId);
  return own && card.id === "student" ? "Student plan" : `Community plan (${card.label})`;
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
    return { cents: mix.cents, words: mixWords(t, mix, plan), ways: mixWays(mix, plan), lines: mixLines(t, mix, plan) };
  };
  const result = { week: week ? best(week) : null, month: best(month) };

  const singles: Omit<FareOption, "cheapest">[] = [
    { id: "per-ride", name: "Pay as you go", ...priced((days) => payPerRide(days, pattern.minutes, t.unlockCents, t.perMinuteCents)) },
  ];
  if (t.plan) {
    const fare = t.plan;
    singles.push({ id: "plan", name: plan, ...priced((days) => payPerRide(days, pattern.minutes, fare.unlockCents, fare.perMinuteCents)), note: savingWords(rideSaving(t, fare, pattern.minutes)) });
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
  return { best: result, options, workings: workings(city, pattern, week, month, t, plan) };
}

const total = (days: readonly number[]) => days.reduce((sum, rides) => sum + rides, 0);

/** The rider's rides as the finder laid them out, and the fares it used, in plain words. */
function workings<K extends string>(city: CityContext<K>, pattern: Pattern, week: readonly number[] | null, month: readonly number[], t: Tariff, plan: string): string[] {
  const lines = week
    ? [
        `Your week: ${describeWeek(week)}.`,
        `Your month is 30 days: that week four times, then two more days like the first two (${total(month)} rides in all).`,
      ]
    : [`Your month: ${describeMonth(month)}, spread as evenly as they go over 30 days.`];
  if (pattern.by === "week") lines.push("Ride on fewer days, or more? Choose “By riding days” to set your days and rides a day.");
  lines.push(`Pay as you go in ${city.name} is ${formatCents(t.unlockCents)} to unlock each ride, then ${formatCents(t.perMinuteCents)} a minute.`);
  if (plan && t.plan) lines.push(`The ${plan} is ${formatCents(t.plan.unlockCents)} to unlock, then ${formatCents(t.plan.perMinuteCents)} a minute, once your card is approved in the app.`);
  return lines;
}

/** A way's name with the article a sentence needs: "a Day Pass", "the Student plan", "pay as you go". */
function withArticle(name: string): string {
  if (/Pass$/.test(name)) return `a ${name}`;
  if (/plan\b/.test(name)) return `the ${name}`;
  return name.toLowerCase();
}

const and = (names: readonly string[], word = "and") => (names.length > 1 ? `${names.slice(0, -1).join(", ")} ${word} ${names[names.length - 1]}` : (names[0] ?? ""));

/**
 * What pays least for a week or a month: every single option that costs as little as the cheapest mix (a tie is
 * named as a tie), or else the mix, "a mix of a Day Pass and pay as you go".
 */
export function cheapestNames(result: FareResult, period: "week" | "month"): string[] {
  const tied = result.options.filter((option) => option.cheapest[period]).map((option) => withArticle(option.name));
  if (tied.length) return tied;
  const ways = result.best[period]?.ways ?? [];
  return ways.length > 1 ? [`a mix of ${and(ways)}`] : ways.map(withArticle);
}

/** The answer in one sentence, for the live region: what the cheapest way to pay is, and what it costs. */
export function headline(result: FareResult, cityName: string, pattern: Pattern): string {
  const { week, month } = result.best;
  const start = `In ${cityName}, for ${describePattern(pattern)},`;
  const monthNames = cheapestNames(result, "month");
  const say = (names: string[], sums: string) =>
    names.length > 1 ? `${start} ${and(names)} tie as the cheapest way to pay: ${sums} each.` : `${start} the cheapest way to pay is ${names[0]}: ${sums}.`;
  if (!week) return say(monthNames, `${formatMoney(month.cents)} a month`);
  const weekNames = cheapestNames(result, "week");
  if (weekNames.join() === monthNames.join()) return say(weekNames, `${formatMoney(week.cents)} a week, ${formatMoney(month.cents)} a month`);
  return `${start} the cheapest way to pay is ${and(weekNames, "or")} for a week (${formatMoney(week.cents)}) and ${and(monthNames, "or")} for a month (${formatMoney(month.cents)}).`;
}
