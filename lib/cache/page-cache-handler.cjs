"use strict";
// Next's cache handler (next.config.ts `cacheHandler`), as its self-hosting guide describes for several instances,
// written on the `redis` client. With REDIS_URL every instance reads and writes one page/data cache in Redis and
// records revalidated tags there, so `revalidatePath` on one instance refreshes the page on all of them.
// Without REDIS_URL it is Next's own file-system cache, unchanged. With Redis unreachable it is the same local cache
// again (the build output and this instance's last rendered copies), so pages never depend on Redis.
const fs = require("node:fs");
const path = require("node:path");
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external");
const { sharedRedis } = require("./redis-connection.cjs");
const { decodeEntry, encodeEntry, entryTags, expiredBy } = require("./entry-codec.cjs");

/** Next's own default for its in-memory cache: the local layer keeps it, since Redis is not consulted for it. */
const LOCAL_MEMORY_BYTES = 50 * 1024 * 1024;
const ENTRY_PREFIX = "flamingo:page:";
/** Tags are not per build: an operator's revalidation during a deploy must reach the old build's pages too. */
const TAG_PREFIX = "flamingo:tag:";

const buildIds = new Map();
/** Entries are per build: a new build must not serve the previous build's HTML, whose scripts it does not have. */
function buildId(serverDistDir) {
  if (!serverDistDir) return "dev";
  if (!buildIds.has(serverDistDir)) {
    let id = "unknown";
    try {
      id = fs.readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
    } catch {}
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}

class PageCacheHandler {
  constructor(ctx) {
    // Next sizes its in-memory cache from cacheMaxMemorySize (0 here, as the guide says, so no per-instance copy
    // shadows Redis); the local layer below Redis keeps Next's default size, which is today's behaviour.
    this.local = ctx.fs && ctx.serverDistDir ? new FileSystemCache({ ...ctx, maxMemoryCacheSize: LOCAL_MEMORY_BYTES }) : null;
    this.prefix = `${ENTRY_PREFIX}${buildId(ctx.serverDistDir)}:`;
  }

  async localGet(key, ctx) {
    return this.local ? this.local.get(key, ctx) : null;
  }

  async get(key, ctx) {
    const redis = sharedRedis();
    if (!redis) return this.localGet(key, ctx);
    const stored = await redis.run((client) => client.get(this.prefix + key), () => undefined);
    // Redis down: this instance's own copy (the build output, or what it last rendered) keeps the page up.
    if (stored === undefined) return this.localGet(key, ctx);
    const entry = stored ? decodeEntry(stored) : await this.localGet(key, ctx);
    if (!entry) return null;
    const tags = entryTags(entry, ctx);
    if (tags.length === 0) return entry;
    const records = await redis.run((client) => client.mGet(tags.map((tag) => TAG_PREFIX + tag)), () => null);
    if (!records) return entry;
    const now = Date.now();
    for (const [index, raw] of records.entries()) {
      if (!raw) continue;
      const record = JSON.parse(raw);
      // A revalidation another instance recorded: a miss, so this instance renders the page afresh.
      if (expiredBy(record, entry.lastModified, now)) return null;
      // A stale-while-revalidate one: Next's own tag manifest decides, as it does for this instance's revalidations.
      if (typeof record.stale === "number") tagsManifest.set(tags[index], { ...tagsManifest.get(tags[index]), stale: record.stale, expired: record.expired });
    }
    return entry;
  }

  async set(key, data, ctx) {
    await this.local?.set(key, data, ctx);
    const redis = sharedRedis();
    if (!redis) return;
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    const entry = { lastModified: Date.now(), value: data, cacheControl };
    const expire = cacheControl?.expire;
    const options = typeof expire === "number" && Number.isFinite(expire) && expire > 0 ? { expiration: { type: "EX", value: Math.ceil(expire) } } : undefined;
    await redis.run((client) => client.set(this.prefix + key, encodeEntry(entry), options), () => undefined);
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    // This instance's own copies and Next's in-process tag manifest, whether or not Redis answers.
    await this.local?.revalidateTag(list, durations);
    const redis = sharedRedis();
    if (!redis || list.length === 0) return;
    const now = Date.now();
    const record = durations
      ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
      : { expired: now };
    await redis.run((client) => client.mSet(list.map((tag) => [TAG_PREFIX + tag, JSON.stringify(record)])), () => undefined);
  }

  resetRequestCache() {}
}

module.exports = PageCacheHandler;
