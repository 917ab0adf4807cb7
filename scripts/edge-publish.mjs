// npm run edge:publish: copies a build's hashed files (<NEXT_DIST_DIR>/static) into the edge's static folder
// (EDGE_STATIC_DIR, default .edge/static) as _next/static/…, adding to what earlier builds left there. Run it
// before the build's instances take traffic, so a page cached from any earlier build still finds its scripts.
// Each script, stylesheet and text file gets a .gz copy at level 9 beside it, which the edge sends as it is
// (gzip_static) instead of compressing the file on every request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { edgeSettings } from "../lib/deploy/edge-config.cjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function publishStatic(env = process.env) {
  const from = path.join(root, env.NEXT_DIST_DIR ?? ".next", "static");
  if (!fs.existsSync(from)) throw new Error(`${path.relative(root, from)} is missing: build first`);
  const to = path.join(edgeSettings(env, root).staticDir, "_next", "static");
  // Hashed names never change meaning, so nothing is overwritten or removed.
  fs.cpSync(from, to, { recursive: true, force: false, errorOnExist: false });
  for (const file of fs.readdirSync(to, { recursive: true, encoding: "utf8" })) {
    const full = path.join(to, file);
    if (!COMPRESSIBLE.test(file) || fs.existsSync(`${full}.gz`)) continue;
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(fs.readFileSync(full), { level: 9 }));
  }
  return to;
}

const COMPRESSIBLE = /\.(js|css|json|svg|txt|map)$/;

if (import.meta.url === `file://${process.argv[1]}`) console.log(`published to ${path.relative(root, publishStatic()) || "."}`);
