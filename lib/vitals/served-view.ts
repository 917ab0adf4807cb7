import { createHash } from "node:crypto";
import { pageRoute } from "./page-route";
import type { RouteTemplate } from "@/lib/metrics/route-template";

/**
 * A field beacon is taken only for a view the site served (issue 55). The edge notes the pages it serves each client
 * (its last 8 in 30 minutes) and hands the list to the instance with each beacon, as `X-Flamingo-Views: views
 * <view> …` (deploy/edge.conf.template), each view its escaped path, or for a path whose escaped form is over 128
 * bytes `~` and the MD5 (hex) of the path as nginx decoded it, so the header stays near 1 KiB whatever the paths
 * (issue 70); the instance answers which view a beacon used, and the edge crosses it off. Without the header (an instance with no edge in front: `npm start`, the browser suite) every beacon is
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

/** The form the edge lists a long path's view in: `~` and the MD5 (hex) of the decoded path's UTF-8 bytes. */
export const digestView = (path: string) => `~${createHash("md5").update(path, "utf8").digest("hex")}`;

/** The digest view a beacon's path would be listed as (null for a path that does not decode): all the endpoint keeps of it. */
export function pathDigest(path: string): string | null {
  const beaconPath = decoded(path);
  return beaconPath === null ? null : digestView(beaconPath);
}

/**
 * The first listed view a beacon counts for, as the edge wrote it: an escaped path whose page counts under `route`
 * (the beacon's own template), or the digest of the very path the beacon names (`digest`, pathDigest).
 */
export function viewFor(route: RouteTemplate, views: readonly string[], digest: string | null = null): string | undefined {
  return views.find((view) => {
    if (view.startsWith("~")) return view === digest;
    const viewed = decoded(view);
    return viewed !== null && pageRoute(viewed) === route;
  });
}
