import { canonicalPath, indexablePaths } from "./paths";

/**
 * Share images live at /og/{page path}.png on each market's host (home is /og/home.png). The proxy rewrites
 * them into app/[market]/og like any page, so the visible URL never carries the internal market prefix.
 */
const HOME_IMAGE = "/og/home.png";

export function imagePathFor(pagePath: string): string {
  return pagePath === "/" ? HOME_IMAGE : `/og${pagePath}.png`;
}

/** Every page with its own share image: each indexable page. */
export function ogPagePaths(): string[] {
  return indexablePaths();
}

/**
 * The share image a page uses: its own, or that of the nearest page above it that has one (a quiz answer uses
 * its question's, an event its promo's, an in-app or token page the home card).
 */
export function ogImagePath(pagePath: string): string {
  const known = new Set(ogPagePaths());
  let path = canonicalPath(pagePath);
  while (path !== "/" && !known.has(path)) path = path.slice(0, path.lastIndexOf("/")) || "/";
  return imagePathFor(path);
}

/** The catch-all segments of an image URL (after /og) back to the page path, or null for anything else. */
export function pagePathOfImage(segments: readonly string[]): string | null {
  const joined = segments.join("/");
  if (!joined.endsWith(".png")) return null;
  const page = joined === "home.png" ? "/" : `/${joined.slice(0, -".png".length)}`;
  return ogPagePaths().includes(page) ? page : null;
}

/** Static params for the image route: the image path of every page, split into segments. */
export function ogImageSegments(): string[][] {
  return ogPagePaths().map((page) => imagePathFor(page).slice("/og/".length).split("/"));
}
