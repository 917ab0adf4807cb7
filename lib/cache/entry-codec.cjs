"use strict";
// Cache entries as Redis strings. Next's entries hold Buffers (a page's RSC payload, a route's body) and Maps (a
// page's segment data), which JSON alone turns into arrays of numbers and empty objects; these are tagged instead.

const BUFFER = "__flamingo_buffer";
const MAP = "__flamingo_map";

function encodeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { [BUFFER]: raw.toString("base64") };
    if (raw instanceof Uint8Array) return { [BUFFER]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("base64") };
    if (raw instanceof Map) return { [MAP]: [...raw] };
    return value;
  });
}

function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value[BUFFER] === "string") return Buffer.from(value[BUFFER], "base64");
      if (Array.isArray(value[MAP])) return new Map(value[MAP]);
    }
    return value;
  });
}

/** The cache tags an entry answers to: a page's or route's own (its x-next-cache-tags header), a fetch's from its context. */
function entryTags(entry, ctx = {}) {
  const header = entry?.value?.headers?.["x-next-cache-tags"];
  if (typeof header === "string" && header) return header.split(",");
  return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
}

/**
 * Whether a tag record from Redis ({expired} for an immediate revalidation, {stale, expired?} for one with a
 * cache-life profile) makes an entry written at `lastModified` unusable now: the same rule as Next's own
 * in-process tag manifest (areTagsExpired).
 */
function expiredBy(record, lastModified, now = Date.now()) {
  return typeof record?.expired === "number" && record.expired <= now && record.expired > lastModified;
}

module.exports = { decodeEntry, encodeEntry, entryTags, expiredBy };
