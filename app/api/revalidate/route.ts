import { revalidatePath } from "next/cache";
import { cacheStatus } from "@/lib/cache/redis-connection.cjs";
import { quizAnswerIds } from "@/lib/content/quiz-answers";
import { bearerMatches, pagesToRevalidate, requestedPaths, revalidateSecret } from "@/lib/deploy/revalidate";
import { errorResponse, gate, outcomeOf } from "@/lib/facade/endpoint";
import { currentMetrics } from "@/lib/metrics/registry";

export const dynamic = "force-dynamic";

/**
 * The operator's "this changed, refresh it now": `Authorization: Bearer <REVALIDATE_SECRET>` and
 * `{"paths": ["/careers"]}`. Each path is refreshed in both markets; with REDIS_URL on every instance at once.
 * Without a secret configured the route does not exist (404).
 */
export async function POST(request: Request) {
  const response = await revalidate(request);
  currentMetrics()?.revalidation(outcomeOf(response));
  return response;
}

async function revalidate(request: Request) {
  const secret = revalidateSecret();
  if (!secret) return errorResponse(404, "not_found");
  // Counted first, so guessing the secret spends the budget like any other request.
  const { allowed, reject } = await gate(request, "revalidate");
  if (!allowed) return reject(429, "rate_limited");
  if (!bearerMatches(request.headers.get("authorization"), secret)) return reject(401, "unauthorized");
  let body: unknown;
  try {
    body = JSON.parse((await request.text()).slice(0, 64 * 1024));
  } catch {
    return reject(400, "validation");
  }
  const paths = requestedPaths(body);
  if (!paths) return reject(400, "validation");
  const { pages, ignored } = pagesToRevalidate(paths, quizAnswerIds);
  for (const page of pages) revalidatePath(page);
  const cache = cacheStatus();
  console.log(JSON.stringify({ level: "info", event: "revalidated", pages, ignored, cache }));
  return Response.json({ revalidated: pages, ignored, cache }, { headers: { "cache-control": "no-store" } });
}
