// Completes .next/standalone after `next build` so `node .next/standalone/server.js` serves everything: public/
// and .next/static beside server.js, server/ (the start-up preloads) and the lib/ files the preloads require (the
// policy's directives and the compression switch read at start), at the same relative paths.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
const standalone = path.join(distDir, "standalone");
const serverJs = path.join(standalone, "server.js");
// The lib/ files the preloads require, and the one compose's publish-static step runs in the site's image.
const PRELOAD_LIBS = ["lib/security/csp.cjs", "lib/deploy/site-compression.cjs", "lib/brand/font-bootstrap.cjs", "lib/gbfs/live-guard.cjs", "lib/deploy/compressed-copies.cjs", "lib/deploy/compression-levels.cjs"];

if (!fs.existsSync(serverJs)) {
  console.error(`${path.relative(root, serverJs)} is missing: run next build first (next.config.ts sets output: "standalone").`);
  process.exit(1);
}

const copy = (from, to) => {
  if (!fs.existsSync(from)) return;
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
};
copy(path.join(root, "public"), path.join(standalone, "public"));
copy(path.join(distDir, "static"), path.join(standalone, ".next", "static"));
copy(path.join(root, "server"), path.join(standalone, "server"));
// The land the maps draw, read at render from the server's folder (lib/geo/land-data.ts, made by scripts/land.ts).
copy(path.join(root, ".next-land"), path.join(standalone, ".next-land"));
for (const file of PRELOAD_LIBS) {
  fs.mkdirSync(path.dirname(path.join(standalone, file)), { recursive: true });
  fs.copyFileSync(path.join(root, file), path.join(standalone, file));
}
console.log(`standalone ready: node ${path.relative(root, serverJs)}`);
