"use strict";
// Which GBFS source an instance reads, from its own setting, and the rule that keeps a page rendered under another
// source from being served. Plain CommonJS because the page cache handler (lib/cache/page-cache-handler.cjs), loaded
// by path outside the bundles, applies the rule too; lib/gbfs/source.ts re-exports it for the pages.
//
// Why the rule: a page's live figures and rel="gbfs" links are rendered into the cached page, and the cache outlives
// the setting: `next build` prerenders every city page under the build's environment, and Next writes each later
// render over that file, so the first answer after a start would be the build's (or the previous run's) figures
// and links. Every element that shows them carries data-gbfs-source="<id>", and the handler treats a cached page
// whose id is not the instance's own as missing: the instance renders it afresh before answering.
const { createHash } = require("node:crypto");

/** The attribute every element that shows a source's figures or links carries. */
const SOURCE_ATTRIBUTE = "data-gbfs-source";
/** The id of the fixture feeds in content/gbfs/. */
const SAMPLE_ID = "sample";

/**
 * GBFS_URL_TEMPLATE: the operator's gbfs.json for every system, `{system}` standing for the city's gbfsSystem.
 * Unset, empty, or not an http(s) URL with `{system}`: null, and the site reads its own fixture (sample) feeds.
 */
function gbfsTemplate(env = process.env) {
  const raw = env.GBFS_URL_TEMPLATE?.trim();
  if (!raw || !raw.includes("{system}")) return null;
  try {
    const url = new URL(raw.replaceAll("{system}", "system"));
    return url.protocol === "https:" || url.protocol === "http:" ? raw : null;
  } catch {
    return null;
  }
}

/** "sample", or "feed-" and 12 hex digits of the template's SHA-256: short, and names no URL in the page. */
function gbfsSourceId(env = process.env) {
  const template = gbfsTemplate(env);
  return template ? `feed-${createHash("sha256").update(template).digest("hex").slice(0, 12)}` : SAMPLE_ID;
}

const MARKED = new RegExp(`${SOURCE_ATTRIBUTE}="([^"]*)"`, "g");

/** Whether a rendered page (HTML) shows anything from a source other than `id`. A page that marks none shows none. */
function showsOtherSource(html, id) {
  if (typeof html !== "string" || !html.includes(SOURCE_ATTRIBUTE)) return false;
  for (const [, found] of html.matchAll(MARKED)) if (found !== id) return true;
  return false;
}

/**
 * Whether a page cache entry may be served by an instance whose source is `id`: false for a rendered page (kind
 * APP_PAGE, its HTML and flight data together) that marks another source.
 */
function servableEntry(entry, id) {
  const value = entry?.value;
  return !(value && value.kind === "APP_PAGE" && showsOtherSource(value.html, id));
}

module.exports = { SAMPLE_ID, SOURCE_ATTRIBUTE, gbfsSourceId, gbfsTemplate, servableEntry, showsOtherSource };
