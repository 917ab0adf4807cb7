import marketsJson from "@/content/markets.json";
import siteJson from "@/content/site.json";
import type { DownloadLinks } from "@/lib/download";
import type { MarketKey } from "@/lib/market";
import { parseContent } from "./parse";
import { marketsFileSchema, siteSchema, type Market } from "./schemas";

/** Imported rather than read from disk so the proxy can use it too. */
export const marketsData = parseContent("content/markets.json", marketsFileSchema, marketsJson);
export const site = parseContent("content/site.json", siteSchema, siteJson);

export function getMarket(key: MarketKey): Market {
  return marketsData.markets[key];
}

/** Where a download goes in a market: the app, then the App Store in that market's storefront, or Google Play. */
export function downloadLinks(key: MarketKey): DownloadLinks {
  return { appDeepLink: site.appDeepLink, appStoreScheme: site.appStoreScheme, appStoreUrl: getMarket(key).appStoreUrl, playStoreUrl: site.playStoreUrl };
}
