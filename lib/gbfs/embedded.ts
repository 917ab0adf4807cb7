import "server-only";
import { readText } from "@/lib/content/files";
import { getCities } from "@/lib/content";
import type { FetchLike } from "./fetch-document";
import { isFeedName, type FeedName } from "./feeds";
import { embeddedUrl, gbfsTemplate } from "./source";

const PATH = /^\/api\/gbfs\/([a-z0-9_-]+)\/([a-z_]+)\.json$/;

export const embeddedSystems = () => Object.values(getCities()).map((city) => city.gbfsSystem);

/** RFC 3339 to the second, as feeds usually write it. */
const stamp = (now: number) => new Date(Math.floor(now / 1000) * 1000).toISOString().replace(".000Z", "Z");

/**
 * A fixture document (content/gbfs/{system}/{feed}.json) as the site serves it: stamped with the time it is served,
 * so the reader's freshness rules (lib/gbfs/live-guard.cjs) let the samples through, and in gbfs.json each feed's
 * URL on `siteUrl`, the market's own address. That stamp is no time of any fleet's: the pages call these figures
 * samples and print no time for them (components/city/LiveNow.tsx), and each system_information names itself
 * "(sample data, not the fleet)". Null for a system or feed the fixture does not have.
 */
export function embeddedDocument(system: string, feed: string, siteUrl: string, now = Date.now()): object | null {
  if (!isFeedName(feed) || !embeddedSystems().includes(system)) return null;
  const doc = JSON.parse(readText(`gbfs/${system}/${feed}.json`)) as { last_updated: string; data: { feeds?: { name: FeedName; url: string }[] } };
  doc.last_updated = stamp(now);
  if (feed === "gbfs" && doc.data.feeds) doc.data.feeds = doc.data.feeds.map(({ name }) => ({ name, url: embeddedUrl(siteUrl, system, name) }));
  return doc;
}

/**
 * The fixture as /api/gbfs serves it: only by an instance that reads it. One reading the operator's feeds
 * (GBFS_URL_TEMPLATE) serves no sample figures at any address, so nothing of the fixture's passes for its data.
 */
export const servedFixture = (system: string, feed: string, siteUrl: string, env: Readonly<Record<string, string | undefined>> = process.env) =>
  gbfsTemplate(env) ? null : embeddedDocument(system, feed, siteUrl);

/** The reader's fetch in embedded mode: answers the fixture's URLs in process (the build has no server to ask). */
export const embeddedFetch =
  (siteUrl: string, now: () => number = Date.now): FetchLike =>
  async (url) => {
    const [, system = "", feed = ""] = PATH.exec(new URL(url).pathname) ?? [];
    const doc = embeddedDocument(system, feed, siteUrl, now());
    return doc ? Response.json(doc) : new Response("Not found", { status: 404 });
  };
