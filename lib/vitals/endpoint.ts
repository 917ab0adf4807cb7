import "server-only";
import { errorResponse, gate, readLimited } from "@/lib/facade/endpoint";
import { currentMetrics } from "@/lib/metrics/registry";
import { MAX_BEACON_BYTES, vitalsBeacon } from "./beacon";

const NO_CONTENT = () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } });

/**
 * POST /api/vitals: a page view's field vitals. Rate limited per client in its own budget (429), at most 2 KiB
 * (413), validated by the shared schema (400 `validation`), then recorded into the process's histograms (204).
 * sendBeacon sends a string as text/plain, so that type is accepted beside JSON. Never a 5xx: a failure of ours
 * loses one page view's figures, which is not the visitor's concern.
 */
export async function vitalsEndpoint(request: Request): Promise<Response> {
  try {
    const { allowed, reject } = await gate(request, "vitals");
    if (!allowed) return reject(429, "rate_limited");
    const type = request.headers.get("content-type") ?? "";
    if (!/^(application\/json|text\/plain)\s*(;|$)/i.test(type)) return reject(415, "unsupported_media_type");
    const body = await readLimited(request, MAX_BEACON_BYTES);
    if (body === null) return reject(413, "payload_too_large");
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      return reject(400, "validation");
    }
    const parsed = vitalsBeacon.safeParse(payload);
    if (!parsed.success) return reject(400, "validation");
    const metrics = currentMetrics();
    const host = request.headers.get("host") ?? undefined;
    for (const { name, value } of parsed.data.metrics) metrics?.vital(name, value, parsed.data.route, host);
    return NO_CONTENT();
  } catch (error) {
    // A visitor who left while the beacon was in flight is no fault; anything else is worth a line.
    if (!request.signal.aborted && (error as { code?: string }).code !== "ECONNRESET") console.error("[vitals]", error);
    return errorResponse(400, "validation");
  }
}
