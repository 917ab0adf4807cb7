/**
 * What the fare finder needs only once a city is chosen: the cheapest mix and its words (lib/pricing/finder.ts)
 * and the answer's markup, the day it prices for and the price changes it mentions. FareFinder loads this module by
 * a dynamic import, so /pricing's controls come alive without it: it was most of the page's own script (issue 39).
 */
export { changeNotices, pricesOn } from "@/lib/pricing/dated";
export { pricingDay } from "@/lib/pricing/pricing-day";
export { findFares, headline } from "@/lib/pricing/finder";
export { FareResults } from "./FareResults";
