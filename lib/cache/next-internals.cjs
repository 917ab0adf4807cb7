"use strict";
// The two private modules of Next the page cache handler builds on. Their shapes changed three times across
// 15.x–16.x, so `next` is pinned to the minor versions checked here (package.json "~16.4.x"), and the handler checks
// them when it loads: an upgrade that changes them stops the server at start with this module's message, naming what
// changed, instead of quietly serving stale pages (lib/cache/next-internals.test.ts points the check at changed copies).

const FILE_SYSTEM_CACHE = "next/dist/server/lib/incremental-cache/file-system-cache";
const TAGS_MANIFEST = "next/dist/server/lib/incremental-cache/tags-manifest.external";

/** What is wrong with the two modules for this handler; empty when they are as it expects. */
function shapeProblems(fileSystemCacheModule, tagsManifestModule) {
  const problems = [];
  const FileSystemCache = fileSystemCacheModule?.default;
  if (typeof FileSystemCache !== "function") problems.push(`${FILE_SYSTEM_CACHE}: no default export class`);
  else {
    for (const method of ["get", "set", "revalidateTag"]) {
      if (typeof FileSystemCache.prototype?.[method] !== "function") problems.push(`${FILE_SYSTEM_CACHE}: FileSystemCache.prototype.${method} is not a function`);
    }
    // The handler sizes the local layer's memory with this option; renamed, that layer would silently go.
    if (!String(FileSystemCache).includes("maxMemoryCacheSize")) problems.push(`${FILE_SYSTEM_CACHE}: the constructor no longer reads ctx.maxMemoryCacheSize`);
  }
  const { tagsManifest, areTagsExpired } = tagsManifestModule ?? {};
  if (!(tagsManifest instanceof Map)) problems.push(`${TAGS_MANIFEST}: tagsManifest is not a Map`);
  if (typeof areTagsExpired !== "function") problems.push(`${TAGS_MANIFEST}: areTagsExpired is not a function`);
  if (tagsManifest instanceof Map && typeof areTagsExpired === "function") {
    // The records the handler writes ({stale, expired}, in ms) must still mean what they meant.
    const tag = "__flamingo_shape_check";
    const now = Date.now();
    tagsManifest.set(tag, { expired: now - 1000 });
    const read = areTagsExpired([tag], now - 2000) === true && areTagsExpired([tag], now) === false;
    tagsManifest.delete(tag);
    if (!read) problems.push(`${TAGS_MANIFEST}: a {expired} record no longer expires the entries written before it`);
  }
  return problems;
}

/** The two modules, checked: throws, naming each change, when either is not the shape this handler was written for. */
function checkedNextInternals(fileSystemCacheModule, tagsManifestModule) {
  const problems = shapeProblems(fileSystemCacheModule, tagsManifestModule);
  if (problems.length > 0) {
    throw new Error(
      `[page cache] Next's private cache modules changed shape; lib/cache/page-cache-handler.cjs must be checked against them before next's pin in package.json moves: ${problems.join("; ")}`,
    );
  }
  return { FileSystemCache: fileSystemCacheModule.default, tagsManifest: tagsManifestModule.tagsManifest };
}

const loadNextInternals = (load = require) => checkedNextInternals(load(FILE_SYSTEM_CACHE), load(TAGS_MANIFEST));

module.exports = { FILE_SYSTEM_CACHE, TAGS_MANIFEST, checkedNextInternals, loadNextInternals, shapeProblems };
