"use strict";
// The copies the edge sends of a build's hashed files as they are (brotli_static, gzip_static): a `.br` and a gzip 9
// `.gz` beside each script, stylesheet and text file under a folder. The `.br` is the instance's own Brotli copy of
// the file, byte for byte (the levels in lib/deploy/compression-levels.cjs, which server/compression.cjs uses): what the bench measures is what a browser gets through the edge.
// Not Brotli 11: at 11 the smaller scripts reached the bench's phone sooner and ran before its first paint, putting
// LCP later (docs/performance.md, Compression levels). Files are never overwritten (a hashed name never changes
// meaning), so running it again over a folder earlier builds filled costs only the new files. Used by
// `npm run edge:publish` and, in the site's image, by compose's publish-static step:
//   node lib/deploy/compressed-copies.cjs <folder>
const fs = require("node:fs");
const path = require("node:path");
const zlib = require("node:zlib");
const { brotliOptions } = require("./compression-levels.cjs");

const COMPRESSIBLE = /\.(js|css|json|svg|txt|map)$/;
const COPIES = [
  [".br", (body) => zlib.brotliCompressSync(body, brotliOptions(body))],
  [".gz", (body) => zlib.gzipSync(body, { level: 9 })],
];

/** Writes the missing `.br` and `.gz` copies under `folder`; returns how many it wrote. */
function writeCompressedCopies(folder) {
  let written = 0;
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    const full = path.join(folder, file);
    if (!COMPRESSIBLE.test(file) || !fs.statSync(full).isFile()) continue;
    const missing = COPIES.filter(([suffix]) => !fs.existsSync(full + suffix));
    if (!missing.length) continue;
    // Read once for both copies: a deploy publishes every file of a build.
    const body = fs.readFileSync(full);
    for (const [suffix, make] of missing) fs.writeFileSync(full + suffix, make(body));
    written += missing.length;
  }
  return written;
}

module.exports = { writeCompressedCopies };

if (require.main === module) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("usage: node lib/deploy/compressed-copies.cjs <folder>");
    process.exit(2);
  }
  console.log(`${writeCompressedCopies(folder)} compressed copies written under ${folder}`);
}
