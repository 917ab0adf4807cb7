/**
 * The closed key sets the spec names. Pages prerender exactly these, the proxy redirects anything else to /,
 * and the content loader fails the build when one of them has no file.
 */
export const CITY_KEYS = [
  "wellington", "porirua", "auckland", "christchurch", "palmerston-north", "waimakariri", "dunedin", "tauranga",
] as const;
export type CityKey = (typeof CITY_KEYS)[number];

/** The order of the Cities page tiles. */
export const LISTED_CITY_ORDER = [
  "auckland", "dunedin", "palmerston-north", "porirua", "tauranga", "waimakariri", "wellington",
] as const satisfies readonly CityKey[];

/** The order of the home page's city grid. */
export const HOME_CITY_ORDER = ["auckland", "wellington", "dunedin", "tauranga", "palmerston-north"] as const satisfies readonly CityKey[];

export const VEHICLE_KEYS = ["scooter", "scooter-5", "bike"] as const;
export type VehicleKey = (typeof VEHICLE_KEYS)[number];

export const PROMO_IDS = [
  "football", "palmy", "newtown-to-city", "advent", "summer-cycles", "try-bike", "abc", "roadsafetyweek", "dunedin",
  "dunedin-game", "gardens-magic", "auckland20-old", "superscoots", "perfect-park", "auckland30", "30auckland",
  "auckland20", "auckland-students", "auckland-go-pass", "tauranga", "tauranga-students", "tauranga-go-pass",
  "park2park", "comedyfest", "refer-30", "newauckland", "day-pass-60", "day-pass-45", "flappy",
] as const;
export type PromoId = (typeof PROMO_IDS)[number];

export const QUIZ_IDS = ["cuba", "goldenmile", "ritaangus", "highst", "crossing"] as const;
export type QuizId = (typeof QUIZ_IDS)[number];

export const NEWS_IDS = ["tauranga-launch", "flamingo-returns-to-auckland", "dunedin-launch", "flamingo-gen-5"] as const;
export type NewsId = (typeof NEWS_IDS)[number];

export function isOneOf<K extends string>(keys: readonly K[], value: string | undefined): value is K {
  return value !== undefined && (keys as readonly string[]).includes(value);
}
