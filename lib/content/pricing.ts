import "server-only";
import { z } from "zod";
import { once, readJson } from "./files";
import { CITY_KEYS, type CityKey } from "./keys";
import { nzDay } from "@/lib/offer-status";
import { pricesOn, type DatedPrices } from "@/lib/pricing/dated";
import type { PriceTable } from "@/lib/pricing/table";
import { isoDate, summary, text } from "./schemas";

const cents = z.number().int().min(0).max(100_000);
const minutes = z.number().int().min(1).max(1440);

const cityPricesSchema = z.strictObject({
  perMinuteCents: cents.max(1000),
  goPass: z.strictObject({ dailyMinutes: minutes }).optional(),
  dayPass: z.strictObject({ minutes, priceCents: cents }).optional(),
});

const goPassesSchema = z
  .array(z.strictObject({ days: z.number().int().min(1).max(365), priceCents: cents }))
  .min(1)
  .refine((passes) => new Set(passes.map((pass) => pass.days)).size === passes.length, "each Go Pass length once");

/** A dated change: only the figures it changes; `null` takes a city's pass away. */
const cityChangeSchema = z.strictObject({
  perMinuteCents: cents.max(1000).optional(),
  goPass: z.strictObject({ dailyMinutes: minutes }).nullable().optional(),
  dayPass: z.strictObject({ minutes, priceCents: cents }).nullable().optional(),
});
const changeSchema = z
  .strictObject({
    from: isoDate,
    announced: isoDate.optional(),
    unlockCents: cents.max(1000).optional(),
    goPasses: goPassesSchema.optional(),
    cities: z.strictObject(Object.fromEntries(CITY_KEYS.map((key) => [key, cityChangeSchema.optional()])) as Record<CityKey, z.ZodOptional<typeof cityChangeSchema>>).optional(),
  })
  .refine((change) => change.announced === undefined || change.announced < change.from, { message: "announced must be before from", path: ["announced"] })
  .refine((change) => change.unlockCents !== undefined || change.goPasses !== undefined || Object.keys(change.cities ?? {}).length > 0, "a change must change a figure");

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
  countingHeading: text,
  citiesHeading: text,
  citiesIntro: text,
  /**
   * The day the figures below (unlockCents, goPasses, cities) took effect, and whose date it is (the operator's
   * announcement, a price list): only then does /pricing say "Prices from …" and give offers a validFrom. The spec
   * dates no price, so the shipped content has none (docs/content.md, open questions).
   */
  pricesFrom: z.strictObject({ day: isoDate, source: text }).optional(),
  unlockCents: cents.max(1000),
  goPasses: goPassesSchema,
  // Every city file, no more, no fewer: a city added to content/cities without prices here fails the build.
  cities: z.strictObject(Object.fromEntries(CITY_KEYS.map((key) => [key, cityPricesSchema])) as Record<CityKey, typeof cityPricesSchema>),
  // The rules around the prices, read by the finder and /pricing; content.md lists which the spec leaves open.
  rules: z.strictObject({
    goPass: z.strictObject({ ridesPayUnlock: z.boolean() }),
    dayPass: z.strictObject({ ridesPayUnlock: z.boolean(), expiresAfterHours: z.number().int().min(1).max(720) }),
  }),
  /** Later changes, each with the day it takes effect; one dated in the future is announced on the page. */
  changes: z
    .array(changeSchema)
    .refine((changes) => new Set(changes.map((change) => change.from)).size === changes.length, "one change a day"),
  /** The words around the dates on /pricing. */
  dates: z.strictObject({ heading: text, intro: text, announcedHeading: text, pastHeading: text, noPast: text }),
}).refine((page) => !page.pricesFrom || page.changes.every((change) => change.from > page.pricesFrom!.day), { message: "each change must come after pricesFrom", path: ["changes"] });

export type PricingPage = z.infer<typeof pricingSchema>;

/** The file as written: its words, the figures of `pricesFrom` and the dated changes. */
export const getPricingContent = once(() => readJson("pages/pricing.json", pricingSchema));

/** Every dated figure, for the pages that pick a day's figures themselves (/pricing and its finder). */
export function getDatedPrices(): DatedPrices<CityKey> {
  const { pricesFrom, unlockCents, goPasses, cities, rules, changes } = getPricingContent();
  return { from: pricesFrom?.day ?? null, table: { unlockCents, goPasses, cities, rules }, changes };
}

/**
 * The page's words with the figures in force on `now`'s New Zealand day (today unless told): what every page
 * showing a price reads, so each switches to a new price on its day when it renders again.
 */
export function getPricing(now: Date = new Date()): Omit<PricingPage, keyof PriceTable> & PriceTable<CityKey> & { since: string | null } {
  const { table, since } = pricesOn(getDatedPrices(), nzDay(now));
  return { ...getPricingContent(), ...table, since };
}
