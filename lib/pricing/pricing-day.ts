import { nzDay } from "@/lib/offer-status";

/**
 * The later of two days: a page rendered on one day never prices with an earlier day's figures. Here, not in
 * dated.ts: importing that module would put all of its price-change words in /pricing's start-up script.
 */
const laterDay = (a: string, b: string) => (a > b ? a : b);

/**
 * The New Zealand day the finder prices for, at `nowMs`, on a page rendered on `renderedOn`, a day that ends at
 * `renderedOnEnds` (nzDayStart of the next day, worked out on the server). Until that instant it is the rendered day,
 * decided without Intl: a browser's first Intl object costs a phone tens of milliseconds loading its ICU data. A copy
 * served after its day has ended asks nzDay, and a browser whose clock is behind never goes back before the render.
 */
export function pricingDay(nowMs: number, renderedOn: string, renderedOnEnds: number): string {
  return nowMs < renderedOnEnds ? renderedOn : laterDay(nzDay(new Date(nowMs)), renderedOn);
}
