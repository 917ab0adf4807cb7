/**
 * The fare finder: for a city and a way of riding, what each way of paying that the city offers costs for a week
 * and for a 30-day month, cheapest first, with the sums in words and the assumptions behind them.
 */
import { formatCents, quoteFor, type DiscountTable } from "@/lib/discounts";
import { dayPasses, goPasses, payPerRide, type Cost } from "./costs";
import { describePattern, monthRides, weekRides, type Pattern } from "./pattern";
import type { PriceTable } from "./table";

export type FareOption = {
  id: string;
  name: string;
  /** Null when the rider counts by the month: a week of it is not known. */
  week: Cost | null;
  month: Cost;
};

export type Card = { id: string; label: string };

export type FareResult = { options: FareOption[]; assumptions: string[] };

type CityContext<K extends string> = { key: K; name: string; regionId: number };

/** Both periods priced by one rule; the week only when the pattern has one. */
function priced(pattern: Pattern, cost: (days: readonly number[]) => Cost): Pick<FareOption, "week" | "month"> {
  const week = weekRides(pattern);
  return { week: week ? cost(week) : null, month: cost(monthRides(pattern)) };
}

/** A discount card's plan in the city: the card's own plan there (students in four cities) or the community default. */
function planOption<K extends string>(discounts: DiscountTable, city: CityContext<K>, card: Card, pattern: Pattern): FareOption | null {
  const quote = quoteFor(discounts, card.id, city.regionId);
  if (!quote) return null;
  const own = discounts.cardTypePlans.some((plan) => plan.cardType === card.id && plan.regionId === city.regionId);
  const name = own && card.id === "student" ? "Student plan" : `Community plan (${card.label})`;
  return { id: "plan", name, ...priced(pattern, (days) => payPerRide(days, pattern.minutes, quote.unlockCents, quote.perMinuteCents)) };
}

export function findFares<K extends string>(
  prices: PriceTable<K>,
  discounts: DiscountTable,
  city: CityContext<K>,
  pattern: Pattern,
  card: Card | null,
): FareResult {
  const rates = prices.cities[city.key];
  const rate = rates.perMinuteCents;
  const { minutes } = pattern;
  const options: FareOption[] = [
    { id: "per-ride", name: "Pay as you go", ...priced(pattern, (days) => payPerRide(days, minutes, prices.unlockCents, rate)) },
  ];
  const plan = card ? planOption(discounts, city, card, pattern) : null;
  if (plan) options.push(plan);
  const { dayPass, goPass } = rates;
  if (dayPass) options.push({ id: "day-pass", name: "Day Pass", ...priced(pattern, (days) => dayPasses(days, minutes, dayPass, rate)) });
  if (goPass) {
    for (const length of prices.goPasses) {
      const pass = { ...length, dailyMinutes: goPass.dailyMinutes };
      options.push({ id: `go-pass-${length.days}`, name: `${length.days} Day Go Pass`, ...priced(pattern, (days) => goPasses(days, minutes, pass, rate)) });
    }
  }
  // Cheapest month first; a tie goes to the cheaper week, then to the simpler option (the order above).
  const sorted = options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => a.option.month.cents - b.option.month.cents || (a.option.week?.cents ?? 0) - (b.option.week?.cents ?? 0) || a.index - b.index)
    .map(({ option }) => option);
  return { options: sorted, assumptions: assumptions(prices, city, pattern, plan) };
}

function assumptions<K extends string>(prices: PriceTable<K>, city: CityContext<K>, pattern: Pattern, plan: FareOption | null): string[] {
  const { perMinuteCents, dayPass, goPass } = prices.cities[city.key];
  const rate = formatCents(perMinuteCents);
  const lines = [
    pattern.by === "month"
      ? "A month is 30 days, with your rides spread evenly across it."
      : "A week is 7 days and a month is 30: your week, repeated four times and two days more. Your riding days come together, and rides are shared as evenly as they go between them.",
    `Pay as you go is ${formatCents(prices.unlockCents)} to unlock each ride, then ${rate} a minute in ${city.name}.`,
  ];
  if (goPass) {
    lines.push(
      `A Go Pass has no unlock fee and covers up to ${goPass.dailyMinutes} minutes of riding each day it runs; minutes beyond that are charged at ${rate} a minute. Each pass runs for its days in a row from the day you buy it.`,
    );
  }
  if (dayPass) {
    lines.push(
      `A Day Pass gives ${dayPass.minutes} minutes for ${formatCents(dayPass.priceCents)}, to use within 24 hours of buying it: we count one for each day you ride, and minutes beyond its ${dayPass.minutes} at ${rate} a minute.`,
    );
  }
  if (plan) lines.push(`The ${plan.name} applies once your card is approved in the app.`);
  return lines;
}

/**
 * The answer in one sentence, for the live region: which option costs least over a month, and, when another
 * costs least for a single week, that one too.
 */
export function headline(result: FareResult, cityName: string, pattern: Pattern): string {
  const best = result.options[0]!;
  const weeks = result.options.filter((option) => option.week !== null);
  const bestWeek = weeks.reduce<FareOption | undefined>((cheapest, option) => (!cheapest || option.week!.cents < cheapest.week!.cents ? option : cheapest), undefined);
  const month = `In ${cityName}, for ${describePattern(pattern)}, ${best.name} costs least: ${formatCents(best.month.cents)} a month`;
  if (!bestWeek) return `${month}.`;
  if (bestWeek === best) return `${month}, ${formatCents(best.week!.cents)} a week.`;
  return `${month}; for a single week, ${bestWeek.name} at ${formatCents(bestWeek.week!.cents)}.`;
}
