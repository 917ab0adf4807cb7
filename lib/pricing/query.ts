/**
 * The fare finder's state as a URL query, so a shared link restores a result. The query's names are the form's
 * field names: the form submitted without a script builds the same query.
 */
import { parsePattern, type Pattern } from "./pattern";

export const FIELD = {
  city: "city",
  by: "by",
  weekly: "weekly",
  monthly: "monthly",
  days: "days",
  daily: "daily",
  minutes: "minutes",
  card: "card",
} as const;

export type FinderState = { city: string; pattern: Pattern; card: string };

/**
 * The state a query (or the form's values) describes, or null when it describes none: an unknown city or card,
 * or a number out of bounds, is not guessed at.
 */
export function parseFinder(
  values: { get(name: string): string | null },
  known: { cities: readonly string[]; cards: readonly string[] },
): FinderState | null {
  const city = values.get(FIELD.city) ?? "";
  if (!known.cities.includes(city)) return null;
  const card = values.get(FIELD.card) ?? "";
  if (card !== "" && !known.cards.includes(card)) return null;
  const by = values.get(FIELD.by);
  const names = { rides: by === "month" ? FIELD.monthly : FIELD.weekly, days: FIELD.days, ridesPerDay: FIELD.daily, minutes: FIELD.minutes };
  const pattern = parsePattern(by, (name) => values.get(names[name]));
  return pattern ? { city, pattern, card } : null;
}

/** The query for a state, naming only the fields its way of counting uses. */
export function finderQuery(state: FinderState): string {
  const { pattern } = state;
  const fields: [string, string | number][] = [[FIELD.city, state.city], [FIELD.by, pattern.by]];
  if (pattern.by === "week") fields.push([FIELD.weekly, pattern.rides]);
  if (pattern.by === "month") fields.push([FIELD.monthly, pattern.rides]);
  if (pattern.by === "days") fields.push([FIELD.days, pattern.days], [FIELD.daily, pattern.ridesPerDay]);
  fields.push([FIELD.minutes, pattern.minutes]);
  if (state.card) fields.push([FIELD.card, state.card]);
  return new URLSearchParams(fields.map(([name, value]) => [name, String(value)])).toString();
}
