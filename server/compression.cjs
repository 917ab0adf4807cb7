"use strict";
// The instance's own compression (server/script-policy.cjs applies it): which responses, which encoding, how hard.
// It lives in the preload rather than in Next because a page must be hashed as plain HTML before it is compressed.
const zlib = require("node:zlib");
const { promisify } = require("node:util");

// Measured on the site's pages (docs/performance.md, Compression levels), CPU per 60 kB page: Brotli 5 about 1.1 ms for 17.8% of the
// bytes, where the curve flattens (4: 0.75 ms, 19.3%; 7: 1.4 ms and up, 17.6%; 11: 66 ms, 15.7%, too slow for
// compressing every response); gzip 6 about 0.9 ms for 20.8% (9: 1.2 ms, 20.7%). A page's Brotli copy is made once
// per body at 11 instead (server/page-brotli.cjs); this level is for everything else and a page's stand-in.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** Below this a compressed body saves less than the header costs (as Next's own compression decided). */
const MIN_BYTES = 1024;

// Event streams are excluded: they never end, and holding one back would hold it for ever.
const TEXT_TYPE = /^(?!text\/event-stream)(?:text\/|application\/(?:javascript|ecmascript|json|xml|manifest\+json|[\w.-]+\+(?:json|xml))\b|image\/svg\+xml\b)/i;

/** Whether a response of this Content-Type is worth compressing (text, scripts, styles, JSON, XML, SVG). */
function isCompressible(contentType) {
  return TEXT_TYPE.test(String(contentType ?? "").trim());
}

/**
 * The encoding to send for an Accept-Encoding header: Brotli where the client accepts it, else gzip, else none
 * (null). q=0 refuses a coding; `*` stands for any coding not named.
 */
function chooseEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const allows = (coding) => (accepted.has(coding) ? accepted.get(coding) > 0 : (accepted.get("*") ?? 0) > 0);
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli's options for `body`, at the instance's level unless told: the edge's published copies use the same. */
const brotliOptions = (body, quality = BROTLI_QUALITY) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/**
 * `body` compressed with `encoding` ("br" or "gzip"), on libuv's thread pool rather than the event loop; Brotli at
 * `brotliQuality` when told (a page's copy, server/page-brotli.cjs).
 */
function compress(body, encoding, brotliQuality = BROTLI_QUALITY) {
  if (encoding === "br") return brotli(body, brotliOptions(body, brotliQuality));
  return gzip(body, { level: GZIP_LEVEL });
}

/**
 * Compressed bodies of immutable responses (the hashed `/_next/static` files), by encoding and URL, up to
 * `limitBytes` (oldest out first): in one-process mode each is compressed once, not once per visitor.
 */
function immutableCache(limitBytes) {
  const entries = new Map();
  let bytes = 0;
  return {
    get: (key) => entries.get(key),
    set(key, body) {
      if (body.length > limitBytes || entries.has(key)) return;
      entries.set(key, body);
      bytes += body.length;
      for (const [oldest, value] of entries) {
        if (bytes <= limitBytes) break;
        entries.delete(oldest);
        bytes -= value.length;
      }
    },
  };
}

module.exports = { BROTLI_QUALITY, GZIP_LEVEL, MIN_BYTES, brotliOptions, chooseEncoding, compress, immutableCache, isCompressible };
