// npm run bench: against a running production server (npm run build && npm start), prints per route the JavaScript
// Chromium downloads on first load (compressed bytes on the wire) and the Lighthouse mobile scores, beside the
// not-found page as the framework floor. Exits 1 when a page downloads more than the floor + 15 kB.
//
//   PORT=3000 npm run bench                      all routes, with Lighthouse
//   npm run bench -- --no-lighthouse             JavaScript only (fast)
//   npm run bench -- --routes /,/city/wellington
//   BENCH_HOST=flamingoscooters.com.au npm run bench   the Australian market
import fs from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright";
import { BENCH_ROUTES, FLOOR_ROUTE, JS_BUDGET_OVER_FLOOR, SEO_ROUTES } from "./bench-routes.mjs";
import { ensureChromium } from "./ensure-browser.mjs";

const args = process.argv.slice(2);
const withLighthouse = !args.includes("--no-lighthouse");
const routesArg = args.find((arg, i) => args[i - 1] === "--routes");
const routes = routesArg ? routesArg.split(",") : BENCH_ROUTES;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.BENCH_HOST ?? "flamingoscooters.co.nz";
const origin = `http://${host}:${port}`;
const executablePath = ensureChromium();
// The page is served under the market's own name, so canonical URLs and the host's market are what a visitor gets.
const hostFlag = `--host-resolver-rules=MAP ${host} 127.0.0.1`;
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", hostFlag];

async function measureJs(browser, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const sizes = await request.sizes().catch(() => null);
    scripts.push({ url: request.url(), bytes: sizes ? sizes.responseBodySize : 0 });
  });
  const response = await page.goto(`${origin}${route}`, { waitUntil: "load" });
  await page.waitForTimeout(1500); // let hydration-time chunks and prefetches arrive
  const status = response?.status() ?? 0;
  await context.close();
  const mapLibrary = scripts.some((s) => /maps\.googleapis|react-google-maps/.test(s.url));
  const videoPlayer = scripts.some((s) => /youtube|ytimg/.test(s.url));
  return { status, jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts: scripts.length, mapLibrary, videoPlayer };
}

async function measureLighthouse(route, chromePort) {
  const result = await lighthouse(`${origin}${route}`, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const categories = result?.lhr.categories ?? {};
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  return { performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo") };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const browser = await chromium.launch({ executablePath, args: chromeFlags.filter((f) => f !== "--headless=new") });
const chrome = withLighthouse ? await chromeLauncher.launch({ chromePath: executablePath, chromeFlags }) : null;
const rows = [];
try {
  for (const route of [FLOOR_ROUTE, ...routes]) {
    const js = await measureJs(browser, route);
    // Lighthouse will not score a page that answers 404, so the floor has JavaScript figures only.
    const scores = chrome && js.status < 400 ? await measureLighthouse(route, chrome.port) : {};
    rows.push({ route, ...js, ...scores });
    process.stderr.write(`measured ${route}\n`);
  }
} finally {
  await browser.close();
  await chrome?.kill();
}

const floor = rows[0].jsBytes;
const budget = floor + JS_BUDGET_OVER_FLOOR;
console.log(`\nJavaScript downloaded on first load (compressed) and Lighthouse mobile scores — ${origin}`);
console.log(`floor (not-found page): ${kb(floor)}; budget: floor + ${kb(JS_BUDGET_OVER_FLOOR)} = ${kb(budget)}\n`);
const header = ["route", "status", "JS", "over floor", "perf", "a11y", "best", "seo", "notes"];
const table = rows.map((row) => [
  row.route === FLOOR_ROUTE ? `${row.route} (floor)` : row.route,
  String(row.status),
  kb(row.jsBytes),
  `${row.jsBytes - floor >= 0 ? "+" : ""}${kb(row.jsBytes - floor)}`,
  ...[row.performance, row.accessibility, row.bestPractices, row.seo].map((score) => (score === undefined ? "-" : String(score))),
  [row.jsBytes > budget ? "OVER BUDGET" : "", row.mapLibrary ? "map library" : "", row.videoPlayer ? "video player" : "", withLighthouse && SEO_ROUTES.includes(row.route) && row.seo !== 100 ? "SEO < 100" : ""].filter(Boolean).join(", "),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => String(r[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
table.forEach((r) => console.log(line(r)));

fs.mkdirSync("bench-results", { recursive: true });
fs.writeFileSync("bench-results/latest.json", JSON.stringify({ origin, measuredAt: new Date().toISOString(), floor, budget, rows }, null, 2));
const over = rows.filter((row) => row.jsBytes > budget);
if (over.length) {
  console.error(`\n${over.length} route(s) over the JavaScript budget: ${over.map((r) => r.route).join(", ")}`);
  process.exit(1);
}
