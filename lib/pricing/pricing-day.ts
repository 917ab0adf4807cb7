import { nzDay } from "@/lib/offer-status";
import { laterDay } from "./dated";

/**
 * The New Zealand day the finder prices for, at `nowMs`, on a page rendered on `renderedOn`, a day that ends at
 * `renderedOnEnds` (nzDayStart of the next day, worked out on the server). Until that instant it is the rendered day,
 * decided without Intl: a browser's first Intl object costs a phone tens of milliseconds loading its ICU data. A copy
 * served after its day has ended asks nzDay, and a browser whose clock is behind never goes back before the render.
 */
export function pricingDay(nowMs: number, renderedOn: string, renderedOnEnds: number): string {
  return nowMs < renderedOnEnds ? renderedOn : laterDay(nzDay(new Date(nowMs)), renderedOn);
}
