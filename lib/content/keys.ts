/**
 * The closed key sets the spec names, one per content folder: a key is a file (lib/content/key-sets.cjs).
 * next.config.ts reads the folders once per build and inlines them here as process.env.CONTENT_KEYS, so pages
 * prerender exactly these, the proxy redirects anything else to /, and the sitemap and news feed list them. Jest
 * (tests/setup.ts), Playwright (playwright.config.ts) and scripts such as `npm run facade` (scripts/content-keys-env.cjs)
 * set the same variable from the same folders.
 *
 * Keys are strings checked at the boundary (isOneOf on a route's params, the schemas on a file's references):
 * a type derived from the folder would need a generated file an editor's change could leave stale.
 */
export type CityKey = string;
export type VehicleKey = string;
export type PromoId = string;
export type QuizId = string;
export type NewsId = string;

type KeySets = {
  cities: CityKey[];
  vehicles: VehicleKey[];
  promos: PromoId[];
  news: NewsId[];
  quizzes: Record<QuizId, string[]>;
};

function keySets(): KeySets {
  // Written out in full: the build replaces this exact expression with the sets it read.
  const inlined = process.env.CONTENT_KEYS;
  if (!inlined) {
    throw new Error("CONTENT_KEYS is not set: next.config.ts sets it from content/ at build, tests/setup.ts in Jest, scripts/content-keys-env.cjs in a script");
  }
  return JSON.parse(inlined) as KeySets;
}

const sets = keySets();

export const CITY_KEYS: readonly CityKey[] = sets.cities;
export const VEHICLE_KEYS: readonly VehicleKey[] = sets.vehicles;
export const PROMO_IDS: readonly PromoId[] = sets.promos;
export const QUIZ_IDS: readonly QuizId[] = Object.keys(sets.quizzes);
export const NEWS_IDS: readonly NewsId[] = sets.news;
/** Each quiz's answer ids, for the proxy to send an unknown answer back to its question. */
export const QUIZ_ANSWER_IDS: Readonly<Record<QuizId, readonly string[]>> = sets.quizzes;

export function isOneOf<K extends string>(keys: readonly K[], value: string | undefined): value is K {
  return value !== undefined && (keys as readonly string[]).includes(value);
}

/**
 * The entry a loaded set holds for a key. Callers take keys from the sets above (or check them with isOneOf), so a
 * missing entry is a mistake in code, named here rather than surfacing as "cannot read properties of undefined".
 */
export function entryOf<T>(record: Readonly<Record<string, T>>, key: string, where: string): T {
  const entry = record[key];
  if (entry === undefined) throw new Error(`${where} has nothing for "${key}"`);
  return entry;
}
