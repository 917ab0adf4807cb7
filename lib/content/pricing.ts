import "server-only";
import { z } from "zod";
import { once, readJson } from "./files";
import { CITY_KEYS, type CityKey } from "./keys";
import { summary, text } from "./schemas";

const cents = z.number().int().min(0).max(100_000);
const minutes = z.number().int().min(1).max(1440);

const cityPricesSchema = z.strictObject({
  perMinuteCents: cents.max(1000),
  goPass: z.strictObject({ dailyMinutes: minutes }).optional(),
  dayPass: z.strictObject({ minutes, priceCents: cents }).optional(),
});

/** content/pages/pricing.json: the page's words and the one price table every page that shows a price reads. */
export const pricingSchema = z.strictObject({
  summary,
  eyebrow: text,
  intro: text,
  /** Under the heading: the currency on every host, and on the Australian one, that these are New Zealand prices. */
  currency: z.strictObject({
    note: text.refine((value) => value.includes("NZD"), "must name NZD"),
    australia: text.refine((value) => value.includes("NZD") && value.includes("New Zealand"), "must name NZD and New Zealand"),
  }),
  finderHeading: text,
  finderIntro: text,
  citiesHeading: text,
  citiesIntro: text,
  unlockCents: cents.max(1000),
  goPasses: z
    .array(z.strictObject({ days: z.number().int().min(1).max(365), priceCents: cents }))
    .min(1)
    .refine((passes) => new Set(passes.map((pass) => pass.days)).size === passes.length, "each Go Pass length once"),
  // Every configured city, no more, no fewer: a city added to keys.ts without prices fails the build.
  cities: z.strictObject(Object.fromEntries(CITY_KEYS.map((key) => [key, cityPricesSchema])) as Record<CityKey, typeof cityPricesSchema>),
  // The rules around the prices, read by the finder and /pricing; content.md lists which the spec leaves open.
  rules: z.strictObject({
    goPass: z.strictObject({ ridesPayUnlock: z.boolean() }),
    dayPass: z.strictObject({ ridesPayUnlock: z.boolean(), expiresAfterHours: z.number().int().min(1).max(720) }),
  }),
});

export type PricingPage = z.infer<typeof pricingSchema>;

export const getPricing = once(() => readJson("pages/pricing.json", pricingSchema));
