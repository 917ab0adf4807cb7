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
const { SizedMap } = require("./sized-map.cjs");

/** Next's own default for its in-memory cache; the local layer and the decoded copies of Redis entries keep it. */
const LOCAL_MEMORY_BYTES = 50 * 1024 * 1024;
const ENTRY_PREFIX = "flamingo:page:";
const VERSION_PREFIX = "flamingo:page-version:";
/** Tags are not per build: an operator's revalidation during a deploy must reach the old build's pages too. */
const TAG_PREFIX = "flamingo:tag:";

/** flamingo_page_cache_operations_total, when the instance keeps metrics (lib/metrics/registry.ts, by symbol). */
const count = (operation, result) => globalThis[Symbol.for("flamingo.metrics")]?.pageCache(operation, result);

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

/**
 * Decoded copies of Redis entries, each with the version it was stored under. A page is checked against Redis on
 * every request (one MGET of its version and its tags, a few bytes), and its body is fetched and decoded again
 * only when another instance has stored a newer one: serving from Redis then costs little more than serving from
 * memory. Next makes a handler per request, so this lives in the module.
 */
const decoded = new SizedMap(LOCAL_MEMORY_BYTES, ({ entry }) => approximateBytes(entry));

function approximateBytes(entry) {
  const value = entry?.value ?? {};
  let bytes = 1024 + (typeof value.html === "string" ? value.html.length : 0) + (value.rscData?.length ?? 0) + (value.body?.length ?? 0);
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) bytes += segment.length;
  if (value.data) bytes += JSON.stringify(value.data).length;
  return bytes;
}

class PageCacheHandler {
  constructor(ctx) {
    // Next sizes its in-memory cache from cacheMaxMemorySize (0 here, as the guide says, so no per-instance copy
    // shadows Redis); the local layer below Redis keeps Next's default size, which is today's behaviour.
    this.local = ctx.fs && ctx.serverDistDir ? new FileSystemCache({ ...ctx, maxMemoryCacheSize: LOCAL_MEMORY_BYTES }) : null;
    this.prefix = buildId(ctx.serverDistDir) + ":";
  }

  async localGet(key, ctx) {
    return this.local ? this.local.get(key, ctx) : null;
  }

  async get(key, ctx) {
    const redis = sharedRedis();
    if (!redis) return this.localGet(key, ctx);
    const id = this.prefix + key;
    // What this instance holds: its decoded copy of the Redis entry, or else its own (build output, last render).
    let held = decoded.get(id) ?? { entry: await this.localGet(key, ctx), version: null };
    let tags = entryTags(held.entry, ctx);
    // One round trip in the usual case: the entry's current version in Redis and its tags' revalidations.
    const answer = await redis.run((client) => client.mGet([VERSION_PREFIX + id, ...tags.map((tag) => TAG_PREFIX + tag)]), () => undefined);
    // Redis down: this instance's own copy keeps the page up.
    if (answer === undefined) {
      count("get", "error");
      return this.localGet(key, ctx);
    }
    const entry = await this.fromRedis(id, key, ctx, held, tags, answer);
    count("get", entry ? "hit" : "miss");
    return entry;
  }

  /** The page as Redis has it, given the MGET answer of its version and tags; null when it must be rendered. */
  async fromRedis(id, key, ctx, held, tags, answer) {
    const redis = sharedRedis();
    let [version, ...records] = answer;
    if (version !== (held.version ?? null)) {
      if (version) {
        // Another instance stored a newer copy: fetch and decode it once.
        const stored = await redis.run((client) => client.get(ENTRY_PREFIX + id), () => undefined);
        if (stored) {
          held = { entry: decodeEntry(stored), version };
          decoded.set(id, held);
        }
      } else {
        // Redis lost the entry (evicted, restarted): back to this instance's own copy.
        decoded.delete(id);
        held = { entry: await this.localGet(key, ctx), version: null };
      }
      tags = entryTags(held.entry, ctx);
      records = await redis.run((client) => (tags.length ? client.mGet(tags.map((tag) => TAG_PREFIX + tag)) : Promise.resolve([])), () => []);
    }
    if (!held.entry) return null;
    const now = Date.now();
    for (const [index, raw] of records.entries()) {
      if (!raw) continue;
      const record = JSON.parse(raw);
      // A revalidation recorded by any instance: a miss, so this instance renders the page afresh.
      if (expiredBy(record, held.entry.lastModified, now)) return null;
      // A stale-while-revalidate one: Next's own tag manifest decides, as for this instance's revalidations.
      if (typeof record.stale === "number") tagsManifest.set(tags[index], { ...tagsManifest.get(tags[index]), stale: record.stale, expired: record.expired });
    }
    return held.entry;
  }

  async set(key, data, ctx) {
    await this.local?.set(key, data, ctx);
    const redis = sharedRedis();
    if (!redis) return;
    const id = this.prefix + key;
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    const entry = { lastModified: Date.now(), value: data, cacheControl };
    const version = `${entry.lastModified}-${Math.random().toString(36).slice(2, 8)}`;
    const expire = cacheControl?.expire;
    const options = typeof expire === "number" && Number.isFinite(expire) && expire > 0 ? { expiration: { type: "EX", value: Math.ceil(expire) } } : undefined;
    decoded.set(id, { entry, version });
    // The body first, then its version: an instance that sees the version finds the body it names.
    const stored = await redis.run(
      (client) => client.multi().set(ENTRY_PREFIX + id, encodeEntry(entry), options).set(VERSION_PREFIX + id, version, options).exec().then(() => true),
      () => false,
    );
    count("set", stored ? "ok" : "error");
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
