import "server-only";
import { errorResponse, gate, readBody, spend } from "@/lib/facade/endpoint";
import { currentMetrics } from "@/lib/metrics/registry";
import { MAX_BEACON_BYTES, vitalsBeacon } from "./beacon";
import { VIEW_USED_HEADER, servedViews, viewFor } from "./served-view";

const NO_CONTENT = (used?: string) =>
  new Response(null, { status: 204, headers: { "cache-control": "no-store", ...(used ? { [VIEW_USED_HEADER]: used } : {}) } });

/**
 * POST /api/vitals: a page view's field vitals. Rate limited per client in its own budget (429), at most 2 KiB
 * (413), JSON or text/plain (415), validated by the shared schema (400 `validation`), behind the edge only for a
 * view it served that client (403 `forbidden`), limited per (route, client) (429, the vitalsRoute budget), then
 * recorded into the process's histograms (204). Never a 5xx: a failure of ours loses one page view's figures, which is not the visitor's concern.
 */
export async function vitalsEndpoint(request: Request): Promise<Response> {
  try {
    const { allowed, reject, client } = await gate(request, "vitals");
    if (!allowed) return reject(429, "rate_limited");
    // sendBeacon sends a string as text/plain.
    const parsed = await readBody(request, vitalsBeacon, { types: /^(application\/json|text\/plain)\s*(;|$)/i, limit: MAX_BEACON_BYTES });
    if (!parsed.ok) return reject(parsed.status, parsed.code);
    // Only for a view the edge served this client, once each (lib/vitals/served-view.ts), and a few per page and
    // client: one address cannot move a page's p75 on its own (issue 55).
    const views = servedViews(request.headers);
    const used = views ? viewFor(parsed.data.route, views, parsed.data.digest) : undefined;
    if (views && !used) return reject(403, "forbidden");
    if (!(await spend("vitalsRoute", `${parsed.data.route} ${client}`))) return reject(429, "rate_limited");
    const metrics = currentMetrics();
    const host = request.headers.get("host") ?? undefined;
    for (const { name, value } of parsed.data.metrics) metrics?.vital(name, value, parsed.data.route, host);
    return NO_CONTENT(used);
  } catch (error) {
    // A visitor who left while the beacon was in flight is no fault; anything else is worth a line.
    if (!request.signal.aborted && (error as { code?: string }).code !== "ECONNRESET") console.error("[vitals]", error);
    return errorResponse(400, "validation");
  }
}
