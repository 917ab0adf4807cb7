import { marketsData } from "@/lib/content/markets";
import { normaliseHost } from "@/lib/market";

/**
 * The origin for links the embedded facade emails: the request's own host when it is one of ours (so a local
 * run links to itself), otherwise the first market's site, so a forged Host cannot plant a foreign link.
 */
export function linkOrigin(request: Request): string {
  const host = request.headers.get("host") ?? "";
  const known = marketsData.hosts.some((entry) => entry.host === normaliseHost(host));
  if (!known) return marketsData.markets.nz.siteUrl;
  const protocol = new URL(request.url).protocol;
  return `${protocol}//${host}`;
}
