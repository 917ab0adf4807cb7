import { execFileSync } from "node:child_process";
import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { FILE_POLICY, contentSecurityPolicy, imageOriginsFrom } from "./lib/security/csp.cjs";
import { GEOLOCATION_PATHS, permissionsPolicy } from "./lib/security/permissions-policy.cjs";
import { contentDirFromEnv, readKeySets } from "./lib/content/key-sets.cjs";

// Read at build, like the map component that decides whether to load Google Maps. This is the policy of every page and
// endpoint (files get FILE_POLICY, below); the preload narrows script-src to each HTML page's own inline
// scripts (lib/security/csp.cjs).
const csp = (upgradeInsecureRequests: boolean) =>
  contentSecurityPolicy({
    maps: Boolean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim()),
    imageOrigins: imageOriginsFrom(process.env.CSP_IMAGE_ORIGINS),
    upgradeInsecureRequests,
  });

const transportHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
];
const pageHeaders = [
  ...transportHeaders,
  { key: "Content-Security-Policy", value: csp(false) },
  { key: "Permissions-Policy", value: permissionsPolicy({ geolocation: false }) },
];
// Files (the build's scripts, styles and fonts, and the images in public/assets) get what the edge gives the build's
// files when it serves them itself (deploy/edge.conf.template): a policy under which nothing runs or loads, an image
// opened on its own included, and no Permissions-Policy, which only a page's script could use. The page policy was
// 0.4 kB more on each of a page's 15-20 file answers. A missing file is a plain-text 404 (Next's own for
// /_next/static, app/assets/[...file] for /assets), not a page whose scripts that policy would refuse; /icons keep the
// page policy, because a missing one is the site's not-found page.
const FILE_DIRS = ["_next/static", "assets"];
const FILES = `/:dir(${FILE_DIRS.join("|")})/:path+`;
const PAGES = `/((?!${FILE_DIRS.map((dir) => `${dir}/`).join("|")}).*)`;

// The closed key sets, read from the content folders (below, and scripts/check-content.ts).
const contentKeys = JSON.stringify(readKeySets(contentDirFromEnv()));

const nextConfig: NextConfig = {
  // A second build directory lets a test prove that broken content fails the build without touching .next.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // .next/standalone/server.js runs an instance without node_modules (scripts/standalone.mjs completes it).
  output: "standalone",
  // The content directory is read at run time by the embedded facade and ISR pages; tracing cannot see those reads.
  outputFileTracingIncludes: { "/*": ["./content/**/*"] },
  // The preload compresses (server/script-policy.cjs, switched by SITE_COMPRESSION at start): it must hash each page
  // as plain HTML first, and Next's compression would run before it.
  compress: false,
  // Set per deploy: assets get ?dpl=<id>, and a browser holding an older deploy's page reloads instead of
  // navigating client-side into a newer one (docs/deploy.md).
  deploymentId: process.env.DEPLOY_VERSION?.trim() || undefined,
  // npm test's builds (scripts/e2e.mjs, the deploy and broken-content tests) set BUILD_SKIP_TYPECHECK=1: it has
  // type-checked the same tree with `npm run typecheck` just before, and each build's own check cost 15-20 s.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  // With REDIS_URL every instance shares one page/data cache in Redis (lib/cache/page-cache-handler.cjs, on the
  // `redis` client as Next's self-hosting guide does it); without it the handler is Next's own file-system cache.
  // The guide's `cacheMaxMemorySize: 0` turns off Next's per-instance memory copy, which would shadow Redis.
  cacheHandler: path.resolve(process.cwd(), "lib/cache/page-cache-handler.cjs"),
  cacheMaxMemorySize: 0,
  // One Redis client per process, shared by the cache handler (loaded by path) and the bundled rate limiter; one
  // prom-client, whose registry instrumentation.ts and every route bundle share (lib/metrics/registry.ts).
  serverExternalPackages: ["redis", "prom-client"],
  poweredByHeader: false,
  // The closed key sets (cities, vehicles, promos, quizzes, news) are the files in their content folders, read here
  // once per build and inlined wherever lib/content/keys.ts is bundled, the proxy included: adding a promo's file is
  // the whole of adding a promo, and the proxy, static params, sitemap and news feed agree with the build's folders.
  env: { CONTENT_KEYS: contentKeys },
  // The site renders no next/image: its pictures are SVG and files of its own. Left on, the optimiser at
  // /_next/image renders and stores a new variant for every url and width a client asks for (about 55 ms of CPU
  // each, issue 37).
  images: { unoptimized: true },
  reactStrictMode: true,
  transpilePackages: ["react-markdown"],
  experimental: {
    // Each page's CSS in a <style> in its HTML instead of two or three render-blocking stylesheets fetched after
    // it: the first paint no longer waits for them, and comes before the hydration scripts run (docs/performance.md).
    // The cost: about 15 kB more compressed HTML (the CSS is also in the page's payload). Client-side navigations
    // still load stylesheets as files.
    inlineCss: true,
    // Next's own client code comes as two chunks on every page, the smaller (its error screen's styles) under
    // Turbopack's default 50 kB floor: raised, they come as one, a request and 1.2 kB fewer on every first visit
    // (docs/performance.md). Our own pages' chunks are each their own group and are not merged by it.
    turbopackChunking: { minChunkSize: 200_000 },
    // The default CSS chunker merges many pages' modules into shared files to save requests; inlined (above), those
    // went whole into every page: half the home page's 29 kB of style was other pages' (the quiz, the map, the prize
    // draw). The graph chunker, told a request costs nothing (the style is inlined, no request is made), gives each
    // page its own CSS: at 2,000 bytes a request it still gave /pricing and /discounts the form pages' layouts. The
    // smaller chunks it makes are written inline in the flight data, which server/payload-css.cjs empties as it does
    // the text rows. Screenshots of every route before and after are pixel-identical but for the city pages' live
    // figures, which move between any two shots (docs/performance.md).
    cssChunking: { type: "graph", requestCost: 0 },
  },
  async headers() {
    return [
      { source: PAGES, headers: pageHeaders },
      // Only behind the TLS edge (which sets X-Forwarded-Proto; the trusted-proxy preload drops a client's own
      // when no proxy is trusted): over plain http, as in the local and end-to-end runs, upgrading every
      // subresource to https would break the page.
      { source: PAGES, has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [{ key: "Content-Security-Policy", value: csp(true) }] },
      // A later rule's header replaces an earlier one's of the same name (as the https policy above does). Matched on
      // the public path, before the proxy adds the market. A client-side navigation keeps the document it started
      // in, and with it that document's policy: links into and out of these pages load them whole
      // (lib/link-navigation.ts).
      ...GEOLOCATION_PATHS.map((source) => ({ source, headers: [{ key: "Permissions-Policy", value: permissionsPolicy({ geolocation: true }) }] })),
      { source: FILES, headers: [...transportHeaders, { key: "Content-Security-Policy", value: FILE_POLICY }] },
    ];
  },
  async redirects() {
    return [{ source: "/students", destination: "/discounts", permanent: false }];
  },
};

/**
 * Before a production build compiles anything, every keyed content file is read with the pages' own loaders
 * (scripts/check-content.ts, about a second), under the key sets this build inlines: a broken promo, city, article
 * or quiz fails the build with the message its render would give, in seconds rather than after the compile. Once
 * per build: the build's workers load this file again, with CONTENT_CHECKED set.
 */
function checkContent() {
  if (process.env.CONTENT_CHECKED === "1") return;
  try {
    execFileSync(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("scripts/check-content.ts")], {
      env: { ...process.env, CONTENT_KEYS: contentKeys },
      stdio: ["ignore", "inherit", "pipe"],
      encoding: "utf8",
    });
  } catch (error) {
    throw new Error(String((error as { stderr?: string }).stderr || (error as Error).message).trim());
  }
  process.env.CONTENT_CHECKED = "1";
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) checkContent();
  return nextConfig;
}
