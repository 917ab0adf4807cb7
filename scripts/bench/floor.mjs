// The bench's floor: a trivial Next app (a root layout and one static page, no fonts, no CSS file, no images),
// written into .next-floor/ (git- and lint-ignored), built with the site's own node_modules (resolved up the
// tree) and served by `next start`, compressed as the site is (floor-compression.cjs), so the site is compared with
// what the same Next and React cost on the same machine in the same run, whatever else the machine is doing.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { addCompileHints } from "../compile-hints.mjs";
import { ROOT } from "./shared.mjs";

const DIR = path.join(ROOT, ".next-floor");
/**
 * The same floor build with the compile hints `npm run build` gives the site's start-up scripts (scripts/compile-hints.mjs):
 * the bench loads it as a second control, not judged, so a table shows how much of a page's margin over the floor
 * is that hint's, which a blank Next page gains as much from as the site.
 */
export const HINTED_DIR = path.join(ROOT, ".next-floor-hinted");
const NEXT = path.join(ROOT, "node_modules/next/dist/bin/next");
const COMPRESSION = path.join(ROOT, "scripts/bench/floor-compression.cjs");

const FILES = {
  "package.json": JSON.stringify({ private: true, type: "module" }),
  // Without these of its own, Next 16.4 built the site's instrumentation.ts and proxy.ts (above it, under the
  // turbopack root) into the floor, which then failed to start.
  "instrumentation.js": "export function register() {}\n",
  "proxy.js": "import { NextResponse } from 'next/server';\nexport function proxy() { return NextResponse.next(); }\nexport const config = { matcher: '/__floor-never' };\n",
  // Turbopack must see the site's node_modules, above this folder. Next's own compression off: the floor is
  // compressed as the site is (floor-compression.cjs).
  "next.config.mjs": `export default { poweredByHeader: false, compress: false, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  "app/layout.jsx": [
    "export const metadata = { title: 'Floor', description: 'A trivial Next page.' };",
    "export const viewport = { width: 'device-width', initialScale: 1 };",
    "export default function RootLayout({ children }) {",
    "  return <html lang=\"en\"><body style={{ fontFamily: 'system-ui, sans-serif', margin: 24 }}>{children}</body></html>;",
    "}",
  ].join("\n"),
  "app/page.jsx": [
    "export default function Page() {",
    "  return <main><h1>A trivial Next page</h1><p>One heading and one paragraph: the least a page built with this Next and React costs to load.</p></main>;",
    "}",
  ].join("\n"),
};

/**
 * The navigation floor (`npm run bench -- navigate`): the same trivial app with a second page, reached from the first by
 * next/link's `<Link>`, which prefetches it once in view. A tap on it is the least a client-side navigation with this
 * Next and React costs.
 */
export const LINK_DIR = path.join(ROOT, ".next-floor-link");
export const LINK_FLOOR_PATH = "/next";
const LINK_FILES = {
  ...FILES,
  "app/page.jsx": [
    "import Link from 'next/link';",
    "export default function Page() {",
    "  return <main><h1>A trivial Next page</h1><p>One heading, one paragraph and a link.</p><p><Link href=\"/next\">The next page</Link></p></main>;",
    "}",
  ].join("\n"),
  "app/next/page.jsx": [
    "export default function Next() {",
    "  return <main><h1>The next page</h1><p>Reached by a client-side navigation.</p></main>;",
    "}",
  ].join("\n"),
};

/** Writes `files` into `dir` and builds them with the site's Next; returns the build time in seconds. */
function buildApp(dir, files) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const started = Date.now();
  execFileSync(process.execPath, [NEXT, "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  return Math.round((Date.now() - started) / 1000);
}

/** Writes and builds the two-page floor app (LINK_DIR); returns the build time in seconds. */
export const buildLinkFloor = () => buildApp(LINK_DIR, LINK_FILES);

/** Writes and builds the floor app, and its copy with compile hints (HINTED_DIR); returns the build time in seconds. */
export function buildFloor() {
  fs.rmSync(HINTED_DIR, { recursive: true, force: true });
  const started = Date.now();
  buildApp(DIR, FILES);
  fs.cpSync(DIR, HINTED_DIR, { recursive: true });
  addCompileHints(path.join(HINTED_DIR, ".next"));
  return Math.round((Date.now() - started) / 1000);
}

/** Resolves when nothing listens on `port` on loopback; rejects when something does. */
function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is taken: the floor would be whatever answers there`)));
    probe.listen(port, "127.0.0.1", () => probe.close(resolve));
  });
}

/** Serves the built floor (or the build in `dir`) on `port` in a process group of its own; resolves to a function that stops it. */
export async function startFloor(port, dir = DIR) {
  // A server already on the port would answer the readiness check below and be measured as the floor.
  await ensurePortFree(port);
  const child = spawn(process.execPath, ["--require", COMPRESSION, NEXT, "start", "-p", String(port)], { cwd: dir, stdio: "ignore", detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`the floor app did not start on port ${port}`);
}
