"use strict";
// Next's cache handler (next.config.ts `cacheHandler`), as its self-hosting guide describes for several instances,
// written on the `redis` client. With REDIS_URL every instance reads and writes one page/data cache in Redis and
// records revalidated tags there, so `revalidatePath` on one instance refreshes the page on all of them.
// Without REDIS_URL it is Next's own file-system cache, unchanged. With Redis unreachable it is the same local cache
// again (the build output and this instance's last rendered copies), so pages never depend on Redis.
const fs = require("node:fs");
const path = require("node:path");
const { loadNextInternals } = require("./next-internals.cjs");
const { sharedRedis } = require("./redis-connection.cjs");
const { decodeEntry, encodeEntry, entryTags, expiredBy } = require("./entry-codec.cjs");
const { SizedMap } = require("./sized-map.cjs");
const { gbfsSourceId, servableEntry } = require("../gbfs/source-setting.cjs");

// Checked when the handler loads: an upgrade of next that changed them stops the server here (next-internals.cjs).
const { FileSystemCache, tagsManifest } = loadNextInternals();

/** Next's own default for its in-memory cache; the local layer and the decoded copies of Redis entries keep it. */
const LOCAL_MEMORY_BYTES = 50 * 1024 * 1024;
/** One hash per page: its version and its body, stored, expiring and evicted together. */
const ENTRY_PREFIX = "flamingo:page:";
/**
 * One hash for every tag's revalidation record, and `since`: when the hash was (re)created. Tags are not per
 * build: an operator's revalidation during a deploy must reach the old build's pages too. Redis may lose the hash
 * (evicted under memory pressure, expired, restarted); records older than `since` are then unknown, so an entry
 * written before `since` is a miss and is rendered once more.
 */
const TAGS_KEY = "flamingo:tags";
/**
 * Every key carries a TTL, so Redis's `volatile-lru` (deploy/compose.yaml) may evict any of them under memory
 * pressure; nothing is kept longer than this. Pages refresh hourly, so a body a week old is never the one served.
 */
const MAX_TTL_SECONDS = 7 * 24 * 3600;

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

/**
 * One MULTI: the entry's version, `since` (set to now if Redis has lost the tag records, which makes every older
 * entry a miss) and the tags' records, the tag hash's TTL renewed while pages are read.
 */
async function readState(client, id, tags) {
  const replies = await client
    .multi()
    .hGet(ENTRY_PREFIX + id, "version")
    .hSetNX(TAGS_KEY, "since", String(Date.now()))
    .hmGet(TAGS_KEY, ["since", ...tags])
    .expire(TAGS_KEY, MAX_TTL_SECONDS)
    .exec();
  const [since, ...records] = replies[2];
  return { version: replies[0] ?? null, since: Number(since) || 0, records };
}

class PageCacheHandler {
  constructor(ctx) {
    // Next sizes its in-memory cache from cacheMaxMemorySize (0 here, as the guide says, so no per-instance copy
    // shadows Redis); the local layer below Redis keeps Next's default size, which is today's behaviour.
    this.local = ctx.fs && ctx.serverDistDir ? new FileSystemCache({ ...ctx, maxMemoryCacheSize: LOCAL_MEMORY_BYTES }) : null;
    this.prefix = buildId(ctx.serverDistDir) + ":";
    this.source = gbfsSourceId();
  }

  async localGet(key, ctx) {
    return this.local ? this.local.get(key, ctx) : null;
  }

  /** A page rendered under another GBFS source (the build's, a previous run's) is a miss: rendered afresh (lib/gbfs/source-setting.cjs). */
  async get(key, ctx) {
    const entry = await this.lookup(key, ctx);
    return entry && !servableEntry(entry, this.source) ? null : entry;
  }

  async lookup(key, ctx) {
    const redis = sharedRedis();
    if (!redis) return this.localGet(key, ctx);
    const id = this.prefix + key;
    // What this instance holds: its decoded copy of the Redis entry, or else its own (build output, last render).
    let held = decoded.get(id) ?? { entry: await this.localGet(key, ctx), version: null };
    const tags = entryTags(held.entry, ctx);
    // One round trip in the usual case: the entry's current version, `since` and its tags' revalidations.
    const answer = await redis.run((client) => readState(client, id, tags), () => undefined);
    // Redis down: this instance's own copy keeps the page up.
    if (answer === undefined) {
      count("get", "error");
      return this.localGet(key, ctx);
    }
    const entry = await this.fromRedis(id, key, ctx, held, tags, answer);
    count("get", entry ? "hit" : "miss");
    return entry;
  }

  /** The page as Redis has it, given its version, `since` and tag records; null when it must be rendered. */
  async fromRedis(id, key, ctx, held, tags, answer) {
    const redis = sharedRedis();
    let { version, since, records } = answer;
    if (version !== (held.version ?? null)) {
      if (version) {
        // Another instance stored a newer copy: fetch and decode it once.
        const stored = await redis.run((client) => client.hGet(ENTRY_PREFIX + id, "body"), () => undefined);
        if (stored) {
          held = { entry: decodeEntry(stored), version };
          decoded.set(id, held);
        }
      } else {
        // Redis lost the entry (expired, evicted, restarted): back to this instance's own copy.
        decoded.delete(id);
        held = { entry: await this.localGet(key, ctx), version: null };
      }
      const newTags = entryTags(held.entry, ctx);
      if (newTags.join(",") !== tags.join(",")) {
        const again = await redis.run((client) => readState(client, id, newTags), () => undefined);
        ({ since, records } = again ?? { since, records: [] });
        tags = newTags;
      }
    }
    if (!held.entry) return null;
    // Written before Redis's tag records begin: a revalidation since may have been lost with them.
    if (typeof held.entry.lastModified !== "number" || held.entry.lastModified < since) return null;
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
    const ttl = typeof expire === "number" && Number.isFinite(expire) && expire > 0 ? Math.min(Math.ceil(expire), MAX_TTL_SECONDS) : MAX_TTL_SECONDS;
    decoded.set(id, { entry, version });
    // One key for the body and its version: an instance that sees the version finds the body it names.
    const stored = await redis.run(
      (client) =>
        client
          .multi()
          // Tag records begin no later than this entry, if Redis had lost them.
          .hSetNX(TAGS_KEY, "since", String(entry.lastModified))
          .expire(TAGS_KEY, MAX_TTL_SECONDS)
          .hSet(ENTRY_PREFIX + id, { version, body: encodeEntry(entry) })
          .expire(ENTRY_PREFIX + id, ttl)
          .exec()
          .then(() => true),
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
    await redis.run(
      (client) =>
        client
          .multi()
          .hSetNX(TAGS_KEY, "since", String(now))
          .hSet(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, JSON.stringify(record)])))
          .expire(TAGS_KEY, MAX_TTL_SECONDS)
          .exec(),
      () => undefined,
    );
  }

  resetRequestCache() {}
}

module.exports = PageCacheHandler;
