import { marketsData } from "@/lib/content/markets";
import { resolveMarket } from "@/lib/market";

/**
 * The origin for links the embedded facade emails: the configured site URL of the request's market (an unknown
 * host is New Zealand's). Never the request's own Host, port or scheme, which the sender chooses.
 */
export function linkOrigin(request: Request, data = marketsData): string {
  return data.markets[resolveMarket(request.headers.get("host"), data)].siteUrl;
}
