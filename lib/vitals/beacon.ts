import { z } from "zod";
import { VITALS, VITAL_NAMES, type VitalName } from "./names";
import { pageRoute } from "./page-route";
import { pathDigest } from "./served-view";

/** The largest beacon accepted: five metrics and a path fit in a few hundred bytes. */
export const MAX_BEACON_BYTES = 2048;

const metric = z
  .object({ name: z.enum(VITAL_NAMES as [VitalName, ...VitalName[]]), value: z.number().min(0) })
  .strict()
  // Milliseconds for the timings, a unitless score for CLS: anything past the bound is no real visit.
  .refine(({ name, value }) => Number.isFinite(value) && value <= (name === "CLS" ? VITALS.CLS.max : VITALS[name].max * 1000));

/**
 * What the page sends by navigator.sendBeacon when it is hidden (lib/vitals/observe.ts): the path it was loaded at
 * and up to one value per metric. The path is mapped to its route template and to the digest a long path's view is
 * listed under (served-view.ts) here, and then dropped: nothing of the visit but the template and the values is kept.
 */
export const vitalsBeacon = z
  .object({ path: z.string().max(2048), metrics: z.array(metric).min(1).max(VITAL_NAMES.length) })
  .strict()
  .refine(({ metrics }) => new Set(metrics.map((m) => m.name)).size === metrics.length)
  .transform(({ path, metrics }) => ({ route: pageRoute(path), digest: pathDigest(path), metrics }));

export type VitalsBeacon = z.output<typeof vitalsBeacon>;
