import "server-only";
import { z } from "zod";
import type { DiscountTable } from "@/lib/discounts";
import { once, readJson } from "./files";
import { getCities } from "./index";
import { CITY_KEYS, entryOf } from "./keys";
import { summary, text } from "./schemas";

const cents = z.number().int().min(0).max(1000);
const percent = z.number().int().min(1).max(100);

export const discountsPageSchema = z.strictObject({
  summary,
  eyebrow: text,
  intro: text,
  calculatorHeading: text,
  calculatorIntro: text,
  /** The calculator's prompt, by what is still missing: both choices, the city, or the card type. */
  prompts: z.strictObject({ both: text, city: text, card: text }),
  howToApply: z.strictObject({
    app: text,
    email: text.refine((value) => value.split("{email}").length === 2, "must contain {email} exactly once"),
  }),
  eligibleHeading: text,
  eligibleIntro: text,
  cardTypes: z
    .array(z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        label: text,
        apply: z.enum(["app", "email"]),
        note: text.optional(),
      }))
    .min(1)
    .refine((types) => new Set(types.map((type) => type.id)).size === types.length, "card type ids must be unique"),
});

export const discountTableSchema = z.strictObject({
  defaultPlan: z.strictObject({ unlockCents: cents, savingsPercent: percent }),
  regions: z.array(z.strictObject({ regionId: z.number().int().positive(), city: z.string(), perMinuteCents: cents })).min(1),
  cardTypePlans: z.array(
    z.strictObject({ cardType: z.string(), regionId: z.number().int().positive(), unlockCents: cents, perMinuteCents: cents, savingsPercent: percent }),
  ),
});

export type DiscountsPage = z.infer<typeof discountsPageSchema>;

/**
 * Problems that no single file's schema can see: each region must be a configured city with that region id,
 * listed once, and each card type's plan must name a card type from the page and a region of the table.
 */
export function discountTableProblems(table: DiscountTable, cardTypeIds: readonly string[], cityRegionIds: Readonly<Record<string, number>>): string[] {
  const problems: string[] = [];
  const regionIds = table.regions.map((region) => region.regionId);
  table.regions.forEach((region, index) => {
    const configured = cityRegionIds[region.city];
    if (configured === undefined) problems.push(`regions.${index}.city: "${region.city}" is not a configured city`);
    else if (configured !== region.regionId) problems.push(`regions.${index}.regionId: ${region.city} has region id ${configured}, not ${region.regionId}`);
    if (regionIds.indexOf(region.regionId) !== index) problems.push(`regions.${index}.regionId: ${region.regionId} is listed twice`);
  });
  const seen = new Set<string>();
  table.cardTypePlans.forEach((plan, index) => {
    if (!cardTypeIds.includes(plan.cardType)) problems.push(`cardTypePlans.${index}.cardType: "${plan.cardType}" is not a card type in content/pages/discounts.json`);
    if (!regionIds.includes(plan.regionId)) problems.push(`cardTypePlans.${index}.regionId: ${plan.regionId} is not a region of the table`);
    const key = `${plan.cardType}@${plan.regionId}`;
    if (seen.has(key)) problems.push(`cardTypePlans.${index}: a second plan for ${plan.cardType} in region ${plan.regionId}`);
    seen.add(key);
  });
  return problems;
}

export const getDiscountsPage = once(() => readJson("pages/discounts.json", discountsPageSchema));

export const getDiscountTable = once((): DiscountTable => {
  const table = readJson("pages/discount-table.json", discountTableSchema);
  const cities = getCities();
  const cityRegionIds = Object.fromEntries(CITY_KEYS.map((key) => [key, entryOf(cities, key, "content/cities").regionId]));
  const problems = discountTableProblems(table, getDiscountsPage().cardTypes.map((type) => type.id), cityRegionIds);
  if (problems.length) throw new Error(`Invalid content in content/pages/discount-table.json:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return table;
});

/** The calculator's cities: those in the table, by name, each with its region id. */
export function discountCities(table: DiscountTable): { regionId: number; key: string; name: string }[] {
  const cities = getCities();
  return table.regions
    .map((region) => ({ regionId: region.regionId, key: region.city, name: entryOf(cities, region.city, "content/cities").name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-NZ"));
}
