// npm run bench: against a running production server (npm run build && npm start), measures each page beside the
// floor, a trivial Next page built from the same node_modules and served in the same run (scripts/bench-floor.mjs),
// so a busy machine slows both alike. Per page: the JavaScript Chromium downloads on first load (compressed), and
// the medians of three Lighthouse mobile runs (scores, LCP, TBT, CLS, bytes), each beside the floor's. Rounds go
// over every page in turn, so a burst of load elsewhere lands on one run of each page, not all three of one.
// Exits 1 when a page misses a target (bench-routes.mjs): JavaScript over floor + 15 kB, LCP over floor + 0.5 s,
// performance under 98 (95 for a noindex page).
//
//   PORT=3000 npm run bench                       the default pages, with Lighthouse
//   npm run bench -- --no-lighthouse              JavaScript only (fast)
//   npm run bench -- --routes /,au:/promo/palmy   other pages ("au:" for the Australian host); --all for every route
//   BENCH_RUNS=5 npm run bench                    more Lighthouse runs per page (default 3)
//   FLOOR_PORT=3001 (default PORT + 1)            where the floor app listens
import fs from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright";
import { buildFloor, startFloor } from "./bench-floor.mjs";
import { BENCH_PAGES, BENCH_ROUTES, JS_BUDGET_OVER_FLOOR, LCP_OVER_FLOOR_MS, PERF_TARGET } from "./bench-routes.mjs";
import { BENCH_HOSTS, CHROME_FLAGS } from "./bench-chrome.mjs";
import { ensureChromium } from "./ensure-browser.mjs";

const args = process.argv.slice(2);
const withLighthouse = !args.includes("--no-lighthouse");
const routesArg = args.find((arg, i) => args[i - 1] === "--routes");
const routes = routesArg ? routesArg.split(",") : args.includes("--all") ? BENCH_ROUTES : BENCH_PAGES;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.PORT ?? 3000);
const floorPort = Number(process.env.FLOOR_PORT ?? port + 1);
const executablePath = ensureChromium();

const FLOOR = "floor";
/** A page to measure: its label in the table and its URL. */
const target = (route) => {
  if (route === FLOOR) return { label: "floor (trivial Next page)", url: `http://${BENCH_HOSTS.nz}:${floorPort}/` };
  const [market, path] = route.startsWith("au:") ? ["au", route.slice(3)] : ["nz", route];
  return { label: market === "au" ? `${path} (AU)` : path, url: `http://${BENCH_HOSTS[market]}:${port}${path}` };
};

async function measureJs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const sizes = await request.sizes().catch(() => null);
    scripts.push({ url: request.url(), bytes: sizes ? sizes.responseBodySize : 0 });
  });
  const response = await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(1500); // let hydration-time chunks and prefetches arrive
  const status = response?.status() ?? 0;
  await context.close();
  const mapLibrary = scripts.some((s) => /maps\.googleapis|react-google-maps/.test(s.url));
  const videoPlayer = scripts.some((s) => /youtube|ytimg/.test(s.url));
  return { status, jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0), mapLibrary, videoPlayer };
}

/** One Lighthouse mobile run (its default: simulated slow 4G and a 4x slower CPU). */
async function lighthouseRun(url, chromePort) {
  const { lhr } = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const value = (key) => lhr.audits[key]?.numericValue ?? NaN;
  // The LCP breakdown (time to first byte, load delay, load time, render delay) says where a slow LCP comes from.
  const phases = lhr.audits["lcp-breakdown-insight"]?.details?.items?.[0]?.items ?? lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    fcp: value("first-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
    indexable: lhr.audits["is-crawlable"]?.score !== 0,
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    phases: phases.map((p) => ({ phase: p.phase ?? p.label ?? p.subpart, ms: Math.round(p.timing ?? p.duration ?? 0) })),
  };
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

process.stderr.write("building the floor app…\n");
process.stderr.write(`floor built in ${buildFloor()} s\n`);
const stopFloor = await startFloor(floorPort);
const pages = [FLOOR, ...routes].map((route) => ({ route, ...target(route) }));
const browser = await chromium.launch({ executablePath, args: CHROME_FLAGS.filter((f) => f !== "--headless=new") });
const chrome = withLighthouse ? await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: CHROME_FLAGS }) : null;
try {
  // The JavaScript load doubles as a warm-up: every page has been served once before Lighthouse sees it.
  for (const page of pages) Object.assign(page, await measureJs(browser, page.url), { runs: [] });
  for (let round = 1; chrome && round <= runs; round++) {
    for (const page of pages) {
      // Lighthouse will not score a page that answers with an error.
      if (page.status >= 400) continue;
      page.runs.push(await lighthouseRun(page.url, chrome.port));
      process.stderr.write(`run ${round}/${runs}: ${page.label}\n`);
    }
  }
} finally {
  await browser.close();
  await chrome?.kill();
  stopFloor();
}

const KEYS = ["performance", "accessibility", "bestPractices", "seo", "lcp", "fcp", "tbt", "cls", "bytes"];
for (const page of pages) {
  page.median = Object.fromEntries(KEYS.map((key) => [key, median(page.runs.map((run) => run[key]))]));
  page.indexable = page.runs.every((run) => run.indexable);
}
const [floor] = pages;
const jsBudget = floor.jsBytes + JS_BUDGET_OVER_FLOOR;
const lcpBudget = floor.median.lcp + LCP_OVER_FLOOR_MS;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const signed = (n, format) => `${n >= 0 ? "+" : "−"}${format(Math.abs(n))}`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const shown = (value, format = String) => (Number.isFinite(value) ? format(value) : "-");

for (const page of pages) {
  const m = page.median;
  const perfTarget = page.indexable ? PERF_TARGET.indexable : PERF_TARGET.noindex;
  page.misses = page === floor ? [] : [
    page.jsBytes > jsBudget && "JS over floor + 15 kB",
    withLighthouse && m.lcp > lcpBudget && "LCP over floor + 0.5 s",
    withLighthouse && m.performance < perfTarget && `perf < ${perfTarget}`,
  ].filter(Boolean);
}

console.log(`\nMedians of ${withLighthouse ? runs : 0} Lighthouse mobile runs per page; JavaScript on first load (compressed). Floor: ${floor.url}`);
const header = ["page", "status", "perf", "a11y", "best", "seo", "LCP", "LCP vs floor", "TBT", "CLS", "bytes", "JS", "JS vs floor", "notes"];
const table = pages.map((page) => {
  const m = page.median;
  const isFloor = page === floor;
  return [
    page.label,
    String(page.status),
    ...[m.performance, m.accessibility, m.bestPractices, m.seo].map((v) => shown(v)),
    shown(m.lcp, seconds),
    isFloor ? "" : shown(m.lcp - floor.median.lcp, (v) => signed(v, seconds)),
    shown(m.tbt, (v) => `${Math.round(v)} ms`),
    shown(m.cls, (v) => v.toFixed(3)),
    shown(m.bytes, kb),
    kb(page.jsBytes),
    isFloor ? "" : signed(page.jsBytes - floor.jsBytes, kb),
    [...page.misses, page.indexable ? "" : "noindex", page.mapLibrary ? "map library" : "", page.videoPlayer ? "video player" : ""].filter(Boolean).join(", "),
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => String(r[i]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
console.log(line(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
table.forEach((r) => console.log(line(r)));

fs.mkdirSync("bench-results", { recursive: true });
fs.writeFileSync("bench-results/latest.json", JSON.stringify({ measuredAt: new Date().toISOString(), runs, jsBudget, lcpBudget, pages }, null, 2));
const missed = pages.filter((page) => page.misses.length);
if (missed.length) {
  console.error(`\n${missed.length} page(s) missed a target: ${missed.map((p) => `${p.label} (${p.misses.join(", ")})`).join("; ")}`);
  process.exit(1);
}
