/**
 * The price table as the pricing logic sees it: the unlock fee, the Go Pass lengths, and each city's per-minute
 * rate with the passes it has. Kept in content/pages/pricing.json; a city without `goPass` or `dayPass` has none.
 */
export type GoPassLength = { days: number; priceCents: number };
export type CityPrices = {
  perMinuteCents: number;
  goPass?: { dailyMinutes: number };
  dayPass?: { minutes: number; priceCents: number };
};
/**
 * The rules around the prices: whether a pass's rides still pay the unlock fee, and how long a Day Pass lasts.
 * Minutes beyond a pass's allowance are always charged at the city's standard per-minute rate.
 */
export type PriceRules = {
  goPass: { ridesPayUnlock: boolean };
  dayPass: { ridesPayUnlock: boolean; expiresAfterHours: number };
};
export type PriceTable<K extends string = string> = {
  unlockCents: number;
  goPasses: readonly GoPassLength[];
  cities: Readonly<Record<K, CityPrices>>;
  rules: PriceRules;
};

/** A week and a month as the finder counts them: the month is the 30 Day Go Pass's 30 days. */
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
