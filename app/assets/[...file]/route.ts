/**
 * A path under /assets that public/assets does not hold (Next serves the files it does hold before any route): a
 * plain-text 404, as for a missing build file, rather than a page. Files carry the file policy (next.config.ts),
 * under which a page's scripts would be refused.
 */
export function GET() {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
