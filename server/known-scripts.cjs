"use strict";
// The inline scripts this site's pages are allowed to run: the shapes the App Router writes and the site's own
// bootstraps, recognised by their whole text. A page's policy hashes only these, so a script planted anywhere
// before the preload (a write to the shared page cache, an ISR file, stored XSS) gets no hash and is blocked.
// Framework scripts carry data, not code, so each shape is checked by parsing its argument as JSON: a shape with
// anything appended (`self.__next_f.push([1,"x"]);steal()`) no longer parses and is not hashed.
const { FONT_BOOTSTRAP } = require("../lib/brand/font-bootstrap.cjs");
const { LIVE_GUARD } = require("../lib/gbfs/live-guard.cjs");

/** The App Router's flight-data queue, created once per page before its chunks. */
const FLIGHT_INIT = "(self.__next_f=self.__next_f||[]).push([0])";
const FLIGHT_CHUNK = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
/** Turbopack's runtime list: which of the build's own chunk files to load, by path, and the runtime module ids. */
const TURBOPACK_CHUNKS = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;
const CHUNK_PATH = /^static\/chunks\/[\w.-]+\.(?:js|css)$/;

const json = (text) => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
};

/** A flight chunk: `[0]`, `[1, "text"]`, `[2, value]` or `[3, "base64"]`, nothing else. */
function isFlightChunk(text) {
  const match = FLIGHT_CHUNK.exec(text);
  const parsed = match && json(match[1]);
  if (!parsed || !Array.isArray(parsed.value)) return false;
  const [kind, ...rest] = parsed.value;
  return Number.isInteger(kind) && kind >= 0 && kind <= 3 && rest.length <= 1;
}

function isTurbopackChunkList(text) {
  const match = TURBOPACK_CHUNKS.exec(text);
  const parsed = match && json(match[1]);
  if (!parsed || typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) return false;
  const { otherChunks, runtimeModuleIds, ...rest } = parsed.value;
  return (
    Object.keys(rest).length === 0 &&
    Array.isArray(otherChunks) &&
    otherChunks.every((chunk) => typeof chunk === "string" && CHUNK_PATH.test(chunk)) &&
    Array.isArray(runtimeModuleIds) &&
    runtimeModuleIds.every((id) => Number.isInteger(id))
  );
}

/**
 * Whether an inline script's text (as the browser parses it) is one the framework writes, or the site's one of its
 * own: whether to paint in the brand font yet (FONT_BOOTSTRAP, lib/brand/font-bootstrap.cjs) and whether a cached
 * copy's live figures are too old to show (LIVE_GUARD, lib/gbfs/live-guard.cjs).
 */
function isKnownScript(text) {
  return text === FLIGHT_INIT || text === FONT_BOOTSTRAP || text === LIVE_GUARD || isFlightChunk(text) || isTurbopackChunkList(text);
}

module.exports = { isKnownScript };
