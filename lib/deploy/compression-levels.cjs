"use strict";
// How hard the site compresses text: one place for the instance's own compression (server/compression.cjs, in the
// preload) and the edge's published copies of a build's files (lib/deploy/compressed-copies.cjs), so the bytes a
// browser gets through the edge are the instance's bytes. It lives in lib/ so both reach it from below: server/ may
// import lib/, never the other way (lib/layers.test.ts). Plain CommonJS: the preload requires it without a build step
// (scripts/standalone.mjs copies it beside server/ in .next/standalone).
const zlib = require("node:zlib");

// Measured on the site's pages (docs/performance.md, Compression levels), CPU per 60 kB page: Brotli 5 about 1.1 ms for 17.8% of the
// bytes, where the curve flattens (4: 0.75 ms, 19.3%; 7: 1.4 ms and up, 17.6%; 11: 66 ms, 15.7%, too slow for
// compressing every response); gzip 6 about 0.9 ms for 20.8% (9: 1.2 ms, 20.7%). A page's Brotli copy is made once
// per body at 11 instead (server/page-brotli.cjs); this level is for everything else and a page's stand-in.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** Brotli's options for `body`, at the instance's level unless told: the edge's published copies use the same. */
const brotliOptions = (body, quality = BROTLI_QUALITY) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

module.exports = { BROTLI_QUALITY, GZIP_LEVEL, brotliOptions };
