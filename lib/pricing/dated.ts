/**
 * Prices with dates: the figures content/pages/pricing.json gives with the day they took effect, and the changes
 * after it, each dated (and one dated in the future shown from the day it is announced). Pure, so the server's
 * pages and the finder in the browser pick the same figures for a day. Days are New Zealand calendar days,
 * "YYYY-MM-DD" (nzDay in lib/offer-status.ts), compared as strings.
 */
import { formatCents, formatMoney } from "./money";
import type { CityPrices, GoPassLength, PriceTable } from "./table";

/** What a change sets for one city; `null` takes a pass away. */
export type CityChange = {
  perMinuteCents?: number;
  goPass?: { dailyMinutes: number } | null;
  dayPass?: { minutes: number; priceCents: number } | null;
};

export type PriceChange<K extends string = string> = {
  /** The first day the new figures apply. */
  from: string;
  /** The day the change is made public; before it the change is not shown. Absent: shown as soon as it is in the content. */
  announced?: string;
  unlockCents?: number;
  goPasses?: readonly GoPassLength[];
  cities?: Partial<Record<K, CityChange>>;
};

export type DatedPrices<K extends string = string> = {
  /** The day `table`'s figures took effect; null where no source dates them. */
  from: string | null;
  table: PriceTable<K>;
  changes: readonly PriceChange<K>[];
};

const byDate = <K extends string>(changes: readonly PriceChange<K>[]) => [...changes].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));

function applyCity(city: CityPrices, change: CityChange): CityPrices {
  const next: CityPrices = { ...city };
  if (change.perMinuteCents !== undefined) next.perMinuteCents = change.perMinuteCents;
  for (const pass of ["goPass", "dayPass"] as const) {
    const value = change[pass];
    if (value === null) delete next[pass];
    else if (value !== undefined) (next as Record<string, unknown>)[pass] = value;
  }
  return next;
}

/** The table after one change. */
export function applyChange<K extends string>(table: PriceTable<K>, change: PriceChange<K>): PriceTable<K> {
  const cities = { ...table.cities } as Record<K, CityPrices>;
  for (const [key, cityChange] of Object.entries(change.cities ?? {}) as [K, CityChange | undefined][]) {
    if (cityChange && cities[key]) cities[key] = applyCity(cities[key], cityChange);
  }
  return {
    ...table,
    unlockCents: change.unlockCents ?? table.unlockCents,
    goPasses: change.goPasses ?? table.goPasses,
    cities,
  };
}

/** The figures in force on `day`, and the day the latest of them took effect ("Prices from …"), null if undated. */
export function pricesOn<K extends string>(dated: DatedPrices<K>, day: string): { table: PriceTable<K>; since: string | null } {
  let table = dated.table;
  let since = dated.from;
  for (const change of byDate(dated.changes)) {
    if (change.from > day) break;
    table = applyChange(table, change);
    since = change.from;
  }
  return { table, since };
}

/** The day the figures one city's riders pay took effect: the latest change by `day` to them or to every city's. */
export function citySince<K extends string>(dated: DatedPrices<K>, day: string, key: NoInfer<K>): string | null {
  const touching = pastChanges(dated, day).filter((change) => change.unlockCents !== undefined || change.goPasses !== undefined || change.cities?.[key] !== undefined);
  return touching.at(-1)?.from ?? dated.from;
}

/** Changes already in force on `day`, oldest first. */
export function pastChanges<K extends string>(dated: DatedPrices<K>, day: string): PriceChange<K>[] {
  return byDate(dated.changes).filter((change) => change.from <= day);
}

/** Changes announced by `day` that have not yet taken effect, soonest first. */
export function announcedChanges<K extends string>(dated: DatedPrices<K>, day: string): PriceChange<K>[] {
  return byDate(dated.changes).filter((change) => change.from > day && (change.announced === undefined || change.announced <= day));
}

/** The calendar day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The day before `day`. */
const dayBefore = (day: string) => addDays(day, -1);

const passWords = (pass: { minutes: number; priceCents: number } | undefined) => (pass ? `${pass.minutes} minutes for ${formatMoney(pass.priceCents)}` : "none");

/**
 * What a change does, one line a figure, against the figures in force the day before it: "Wellington: 70c a
 * minute (was 65c)". `only` limits the cities' lines to one city (the finder's); the unlock fee and Go Pass
 * prices apply everywhere and are always listed.
 */
export function changeLines<K extends string>(
  dated: DatedPrices<K>,
  change: PriceChange<K>,
  names: Readonly<Record<NoInfer<K>, string>>,
  only?: NoInfer<K>,
  /** "was" for a change made, "now" for one still to come. */
  tense: "was" | "now" = "was",
): string[] {
  const before = pricesOn(dated, dayBefore(change.from)).table;
  const after = applyChange(before, change);
  const lines: string[] = [];
  if (after.unlockCents !== before.unlockCents) lines.push(`Unlock: ${formatCents(after.unlockCents)} a ride (${tense} ${formatCents(before.unlockCents)})`);
  // The Go Pass prices concern one city's riders only where it sells Go Passes.
  const goPassCity = only === undefined || before.cities[only].goPass !== undefined || after.cities[only].goPass !== undefined;
  for (const pass of goPassCity ? after.goPasses : []) {
    const old = before.goPasses.find((entry) => entry.days === pass.days);
    if (old?.priceCents !== pass.priceCents) lines.push(`${pass.days} Day Go Pass: ${formatMoney(pass.priceCents)}${old ? ` (${tense} ${formatMoney(old.priceCents)})` : " (new)"}`);
  }
  for (const key of Object.keys(after.cities) as K[]) {
    if (only !== undefined && key !== only) continue;
    const [was, now] = [before.cities[key], after.cities[key]];
    const name = names[key];
    if (now.perMinuteCents !== was.perMinuteCents) lines.push(`${name}: ${formatCents(now.perMinuteCents)} a minute (${tense} ${formatCents(was.perMinuteCents)})`);
    if (now.goPass?.dailyMinutes !== was.goPass?.dailyMinutes) {
      lines.push(`${name} Go Pass: ${now.goPass ? `${now.goPass.dailyMinutes} minutes a day` : "none"} (${tense} ${was.goPass ? `${was.goPass.dailyMinutes} minutes a day` : "none"})`);
    }
    if (now.dayPass?.minutes !== was.dayPass?.minutes || now.dayPass?.priceCents !== was.dayPass?.priceCents) {
      lines.push(`${name} Day Pass: ${passWords(now.dayPass)} (${tense} ${passWords(was.dayPass)})`);
    }
  }
  return lines;
}

/**
 * Announced changes that take effect within the `days` days from `day` (the stretch the finder prices) and change
 * a figure the city's riders pay: each with its day and lines.
 */
export function changesWithin<K extends string>(
  dated: DatedPrices<K>,
  day: string,
  days: number,
  names: Readonly<Record<NoInfer<K>, string>>,
  city: NoInfer<K>,
): { from: string; lines: string[] }[] {
  const end = addDays(day, days);
  return announcedChanges(dated, day)
    .filter((change) => change.from < end)
    .map((change) => ({ from: change.from, lines: changeLines(dated, change, names, city, "now") }))
    .filter((change) => change.lines.length > 0);
}

/**
 * What the finder says beside its answer for each change within the `days` it prices: the figures it does not use
 * yet, in the words of the page's "Price changes".
 */
export function changeNotices<K extends string>(
  dated: DatedPrices<K>,
  day: string,
  days: number,
  names: Readonly<Record<NoInfer<K>, string>>,
  city: NoInfer<K>,
): string[] {
  return changesWithin(dated, day, days, names, city).map(
    (change) => `A price change falls within the ${days} days priced here. From ${dayWords(change.from)}: ${change.lines.join("; ")}. These sums use the prices in force today.`,
  );
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2027-03-01" → "1 March 2027", as lib/dates.ts writes it, without a date library in the finder's script. */
export function dayWords(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[month! - 1]} ${year}`;
}
