// npm run edge:publish: copies a build's hashed files (<NEXT_DIST_DIR>/static) into the edge's static folder
// (EDGE_STATIC_DIR, default .edge/static) as _next/static/…, adding to what earlier builds left there. Run it
// before the build's instances take traffic, so a page cached from any earlier build still finds its scripts.
// Each script, stylesheet and text file gets a Brotli (.br, the instance's own bytes) and a gzip 9 (.gz) copy beside it
// (lib/deploy/compressed-copies.cjs), which the edge sends as they are (brotli_static, gzip_static) instead of
// compressing the file on every request.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeCompressedCopies } from "../lib/deploy/compressed-copies.cjs";
import { edgeSettings } from "../lib/deploy/edge-config.cjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function publishStatic(env = process.env) {
  const from = path.join(root, env.NEXT_DIST_DIR ?? ".next", "static");
  if (!fs.existsSync(from)) throw new Error(`${path.relative(root, from)} is missing: build first`);
  const to = path.join(edgeSettings(env, root).staticDir, "_next", "static");
  // Hashed names never change meaning, so nothing is overwritten or removed.
  fs.cpSync(from, to, { recursive: true, force: false, errorOnExist: false });
  writeCompressedCopies(to);
  return to;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`published to ${path.relative(root, publishStatic()) || "."}`);
