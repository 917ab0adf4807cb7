import marketsJson from "@/content/markets.json";
import siteJson from "@/content/site.json";
import type { MarketKey } from "@/lib/market";
import { parseContent } from "./parse";
import { marketsFileSchema, siteSchema, type Market } from "./schemas";

/** Imported rather than read from disk so the proxy can use it too. */
export const marketsData = parseContent("content/markets.json", marketsFileSchema, marketsJson);
export const site = parseContent("content/site.json", siteSchema, siteJson);

export function getMarket(key: MarketKey): Market {
  return marketsData.markets[key];
}
