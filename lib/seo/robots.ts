import type { MarketKey } from "@/lib/market";
import { marketUrl } from "./metadata";

/** Crawl everything but the form and facade endpoints, and find this host's own sitemap. */
export function robotsTxt(market: MarketKey): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${marketUrl(market, "/sitemap.xml")}`, ""].join("\n");
}
