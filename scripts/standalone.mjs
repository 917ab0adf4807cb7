// Completes .next/standalone after `next build` so `node .next/standalone/server.js` serves everything: public/
// and .next/static beside server.js, server/ (the start-up preloads) and the compression rule, which Next would
// otherwise freeze into server.js at build time (next.config is serialised there).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
const standalone = path.join(distDir, "standalone");
const serverJs = path.join(standalone, "server.js");
const COMPRESSION_RULE = "site-compression.cjs";
const MARK = "// SITE_COMPRESSION is read at start (scripts/standalone.mjs)";

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
fs.copyFileSync(path.join(root, "lib", "deploy", COMPRESSION_RULE), path.join(standalone, COMPRESSION_RULE));

const source = fs.readFileSync(serverJs, "utf8");
if (!source.includes(MARK)) {
  const line = /^const nextConfig = .*$/m;
  if (!line.test(source)) {
    console.error("server.js has no `const nextConfig = …` line: this Next version writes it differently; update scripts/standalone.mjs.");
    process.exit(1);
  }
  const patched = source.replace(line, (match) => `${match}\n${MARK}\nnextConfig.compress = require("./${COMPRESSION_RULE}").siteCompression(process.env)`);
  fs.writeFileSync(serverJs, patched);
}
console.log(`standalone ready: node ${path.relative(root, serverJs)}`);
