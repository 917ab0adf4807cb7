"use strict";
// The instance's own compression (server/script-policy.cjs applies it): which responses, which encoding, how hard.
// It lives in the preload rather than in Next because a page must be hashed as plain HTML before it is compressed.
const zlib = require("node:zlib");
const { promisify } = require("node:util");

// How hard (Brotli 5, gzip 6, measured in docs/performance.md): lib/deploy/compression-levels.cjs, shared with the
// edge's published copies of a build's files.
const { BROTLI_QUALITY, GZIP_LEVEL, brotliOptions } = require("../lib/deploy/compression-levels.cjs");
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
