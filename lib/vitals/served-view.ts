import { pageRoute } from "./page-route";
import type { RouteTemplate } from "@/lib/metrics/route-template";

/**
 * A field beacon is taken only for a view the site served (issue 55). The edge notes the pages it serves each client
 * (its last 8 in 30 minutes) and hands the list to the instance with each beacon, as `X-Flamingo-Views: views
 * <escaped path> …` (deploy/edge.conf.template); the instance answers which view a beacon used, and the edge crosses
 * it off. Without the header (an instance with no edge in front: `npm start`, the browser suite) every beacon is
 * taken, as before; a client that reaches an instance directly and sends the header itself only limits itself.
 */
export const VIEWS_HEADER = "x-flamingo-views";
export const VIEW_USED_HEADER = "x-flamingo-view-used";

/** The views the edge listed (escaped paths), or null when no edge did. */
export function servedViews(headers: Headers): string[] | null {
  const value = headers.get(VIEWS_HEADER);
  if (value === null || !/^views(\s|$)/.test(value)) return null;
  return value.slice(5).split(/\s+/).filter(Boolean);
}

const decoded = (escaped: string) => {
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
};

/** The first listed view whose page counts under `route` (the beacon's own template), as the edge wrote it. */
export function viewFor(route: RouteTemplate, views: readonly string[]): string | undefined {
  return views.find((escaped) => {
    const path = decoded(escaped);
    return path !== null && pageRoute(path) === route;
  });
}
