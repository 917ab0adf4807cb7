"use strict";
// Brotli copies at quality 11, made once per body, of what every visitor gets the same bytes of: a page until it is
// rendered again, a hashed script or stylesheet for ever (server/script-policy.cjs sends them).
//
// What the slower level costs is paid once per body rather than once per request: on /pricing quality 11 is 16.4 kB
// where 5 is 18.3 (about 10 ms of a 1.6 Mbps phone's download), for about 110 ms of one thread-pool thread instead
// of 3 (docs/performance.md, Compression levels); a page's scripts lose 8% more. Behind the edge a page is
// compressed once per cache fill anyway. A page's copy is kept by the SHA-256 of its body, so a page rendered again
// with the same bytes (the 404, a city page whose figures have not moved) reuses its copy; a hashed file's by its
// address, whose name changes when its bytes do. Only one body is compressed at
// this level at a time: a request for another body meanwhile gets a quality 5 copy at once, marked `quick` (its ETag
// differs, server/etag.cjs), so a flood of requests never queues behind the slow level or takes more than one
// thread of the pool, and a body left quick is made slow the next time the level is free.
const crypto = require("node:crypto");
const zlib = require("node:zlib");
const { promisify } = require("node:util");
const { compress, immutableCache } = require("./compression.cjs");

const SLOW_BROTLI_QUALITY = 11;
const brotli = promisify(zlib.brotliCompress);

/** `body` at quality 11, on libuv's thread pool. */
function slowCopy(body) {
  return brotli(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: SLOW_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * A compressor keeping up to `limitBytes` of quality 11 copies. `copyOf(body, key)` resolves to the body's Brotli
 * copy, kept under `key` (by default the body's SHA-256): `{ body, quick: false }` at quality 11 (kept, or made now), or `{ body, quick: true }` at quality 5 while
 * another body is being made.
 */
function brotliCopies(limitBytes, makeSlow = slowCopy) {
  const copies = immutableCache(limitBytes);
  /** The one body being made at quality 11: its key and the promise of its copy. */
  let making = null;
  return async function copyOf(body, key = crypto.createHash("sha256").update(body).digest("base64")) {
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

module.exports = { SLOW_BROTLI_QUALITY, brotliCopies };
