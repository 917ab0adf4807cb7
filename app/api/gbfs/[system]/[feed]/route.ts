import { getMarket, marketsData } from "@/lib/content";
import { servedFixture } from "@/lib/gbfs/embedded";
import { resolveMarket } from "@/lib/market";

export const dynamic = "force-dynamic";

/**
 * The fixture GBFS feeds (content/gbfs/), for development and for validators following a page's rel="gbfs" link
 * while GBFS_URL_TEMPLATE is unset; with it set, a 404 (servedFixture). Open data: any origin may read it.
 */
export async function GET(request: Request, context: RouteContext<"/api/gbfs/[system]/[feed]">) {
  const { system, feed } = await context.params;
  const name = feed.endsWith(".json") ? feed.slice(0, -".json".length) : "";
  const siteUrl = getMarket(resolveMarket(request.headers.get("host"), marketsData)).siteUrl;
  const doc = name && servedFixture(system, name, siteUrl);
  if (!doc) return Response.json({ code: "not_found" }, { status: 404 });
  return Response.json(doc, { headers: { "Cache-Control": "public, max-age=60", "Access-Control-Allow-Origin": "*" } });
}
