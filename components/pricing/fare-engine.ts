/**
 * What the fare finder needs only once a city is chosen: the cheapest mix and its words (lib/pricing/finder.ts)
 * and the answer's markup. FareFinder loads this module by a dynamic import, so /pricing's controls come alive
 * without it: it was most of the page's own script (issue 39).
 */
export { changesWithin, dayWords, pricesOn } from "@/lib/pricing/dated";
export { findFares, headline } from "@/lib/pricing/finder";
export { FareResults } from "./FareResults";
