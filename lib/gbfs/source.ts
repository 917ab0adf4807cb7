import type { FeedName } from "./feeds";

/** Where the site serves the fixture feeds: /api/gbfs/{system}/{feed}.json (route handlers pass the proxy untouched). */
export const embeddedUrl = (siteUrl: string, system: string, feed: FeedName) => `${siteUrl}/api/gbfs/${system}/${feed}.json`;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * GBFS_URL_TEMPLATE: the operator's gbfs.json for every system, `{system}` standing for the city's gbfsSystem
 * (https://data.rideflamingo.com/gbfs/3/{system}/gbfs.json). Unset, empty, or not an http(s) URL with `{system}`:
 * the site's own fixture feeds.
 */
export function gbfsTemplate(env: Env = process.env): string | null {
  const raw = env.GBFS_URL_TEMPLATE?.trim();
  if (!raw || !raw.includes("{system}")) return null;
  try {
    const url = new URL(raw.replaceAll("{system}", "system"));
    return url.protocol === "https:" || url.protocol === "http:" ? raw : null;
  } catch {
    return null;
  }
}

/** The system's gbfs.json: the operator's under the template, else the fixture's on the market's own site. */
export function discoveryUrl(system: string, siteUrl: string, env: Env = process.env): string {
  const template = gbfsTemplate(env);
  return template ? template.replaceAll("{system}", encodeURIComponent(system)) : embeddedUrl(siteUrl, system, "gbfs");
}
