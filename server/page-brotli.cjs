"use strict";
// A page's Brotli copy at quality 11, made once per page body (server/script-policy.cjs sends it).
//
// Every visitor of a page gets the same bytes until it is rendered again, so what the slower level costs is paid
// once per body rather than once per request: on /pricing quality 11 is 16.4 kB where 5 is 18.3 (about 10 ms of a
// 1.6 Mbps phone's download), for about 110 ms of one thread-pool thread instead of 3 (docs/performance.md,
// Compression levels). Behind the edge a page is compressed once per cache fill anyway. Copies are kept by the
// SHA-256 of the body, so a page rendered again with the same bytes (the 404, a city page whose figures have not
// moved) reuses its copy. Only one body is compressed at this level at a time: a request for another page meanwhile
// gets a quality 5 copy at once, marked `quick` (its ETag differs, server/etag.cjs), so a flood of requests never
// queues behind the slow level or takes more than one thread of the pool, and a page left quick is made slow the
// next time the level is free.
const crypto = require("node:crypto");
const { compress, immutableCache } = require("./compression.cjs");

const PAGE_BROTLI_QUALITY = 11;

/** `body` at quality 11, on libuv's thread pool. */
const slowCopy = (body) => compress(body, "br", PAGE_BROTLI_QUALITY);

/**
 * A page compressor keeping up to `limitBytes` of quality 11 copies. `copyOf(body)` resolves to the body's Brotli
 * copy: `{ body, quick: false }` at quality 11, kept or made now, or `{ body, quick: true }` at quality 5 while
 * another body is being made.
 */
function pageBrotli(limitBytes, makeSlow = slowCopy) {
  const copies = immutableCache(limitBytes);
  /** The one body being made at quality 11: its key and the promise of its copy. */
  let making = null;
  return async function copyOf(body) {
    const key = crypto.createHash("sha256").update(body).digest("base64");
    const kept = copies.get(key);
    if (kept) return { body: kept, quick: false };
    if (making && making.key !== key) return { body: await compress(body, "br"), quick: true };
    if (!making) {
      const made = makeSlow(body).then((copy) => {
        copies.set(key, copy);
        return copy;
      });
      making = { key, made };
      made.then(
        () => (making = null),
        () => (making = null),
      );
    }
    return { body: await making.made, quick: false };
  };
}

module.exports = { PAGE_BROTLI_QUALITY, pageBrotli };
