import { z } from "zod";
import { OTHER_ROUTE, routeTemplate, type RouteTemplate } from "@/lib/metrics/route-template";
import { VITALS, VITAL_NAMES, type VitalName } from "./names";

/** The largest beacon accepted: five metrics and a path fit in a few hundred bytes. */
export const MAX_BEACON_BYTES = 2048;

/** Only page templates label a vital; a beacon naming an endpoint, a file or an unknown path counts as `other`. */
function pageTemplate(path: string): RouteTemplate {
  const template = routeTemplate(path);
  return /^\/(api|_next|assets|og|icons)\//.test(template) || template.includes(".") ? OTHER_ROUTE : template;
}

const metric = z
  .object({ name: z.enum(VITAL_NAMES as [VitalName, ...VitalName[]]), value: z.number().min(0) })
  .strict()
  // Milliseconds for the timings, a unitless score for CLS: anything past the bound is no real visit.
  .refine(({ name, value }) => Number.isFinite(value) && value <= (name === "CLS" ? VITALS.CLS.max : VITALS[name].max * 1000));

/**
 * What the page sends by navigator.sendBeacon when it is hidden (lib/vitals/observe.ts): the path it was loaded at
 * and up to one value per metric. The path is mapped to its route template here and then dropped: nothing of the
 * visit but the template and the values is kept.
 */
export const vitalsBeacon = z
  .object({ path: z.string().max(2048), metrics: z.array(metric).min(1).max(VITAL_NAMES.length) })
  .strict()
  .refine(({ metrics }) => new Set(metrics.map((m) => m.name)).size === metrics.length)
  .transform(({ path, metrics }) => ({ route: pageTemplate(path), metrics }));

export type VitalsBeacon = z.output<typeof vitalsBeacon>;
