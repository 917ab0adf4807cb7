// npm run bench: what a person on a phone gets, against a running production server (npm run build && npm start).
// Each page is loaded in a real Chromium under DevTools throttling (bench-observe.mjs: 412 px phone, 4x CPU, 150 ms
// round trip, 1.6 Mbps down), right after the floor, a trivial Next page built from the same node_modules and served
// in the same run (bench-floor.mjs). Pairs go round every page in turn, so load elsewhere on the machine lands on the
// floor and the page alike; "vs floor" is the pairs' differences, median / 75th percentile (range). Medians of
// BENCH_RUNS (≥ 11) loads: FCP, LCP, time to interactive (hydration reached the end of the page), compressed HTML and
// JavaScript. The floor is also paired with itself, in the same rotation: that row is the run's own noise, not judged;
// so is the floor with the compile hints the site's build adds (bench-floor.mjs HINTED_DIR), on HINTED_FLOOR_PORT.
// Last, one page (bench-routes.mjs NOISE_ROUTE, or --again) is measured a second time, not judged: a heavy page's own noise.
// Exits 1 when a page is not within a target by its 75th percentile (bench-routes.mjs, bench-stats.mjs `judge`): LCP
// over floor + 200 ms, interactive over floor + 250 ms, JavaScript fetched before the page was interactive over
// floor + 15 kB (all of it is printed too: what loads after, such as the field-vitals reporter, costs a phone no
// wait); with --lighthouse also a Lighthouse mobile performance score under 90.
//
//   PORT=3000 npm run bench                         the default pages (bench-routes.mjs BENCH_PAGES)
//   npm run bench -- --routes /,au:/promo/palmy     other pages ("au:" for the Australian host); --all for every route
//   npm run bench -- --lighthouse                   adds Lighthouse's scores (medians of BENCH_LIGHTHOUSE_RUNS, default 3)
//   npm run bench -- --again /10k                   which page is also measured against itself (default /pricing; none)
//   BENCH_RUNS=15 npm run bench                     more pairs per page (default and minimum 11)
//   FLOOR_PORT=3001 (default PORT + 1)              where the floor app listens
//   HINTED_FLOOR_PORT=3002 (default FLOOR_PORT + 1) where its copy with compile hints listens
import fs from "node:fs";
import { chromium } from "playwright";
import { buildFloor, HINTED_DIR, startFloor } from "./bench-floor.mjs";
import { BENCH_PAGES, BENCH_ROUTES, JS_BUDGET_OVER_FLOOR, LCP_OVER_FLOOR_MS, NOISE_ROUTE, PERF_TARGET, TIMING_MARGIN_MS, TTI_OVER_FLOOR_MS } from "./bench-routes.mjs";
import { BENCH_HOSTS, benchTarget, CHROME_FLAGS } from "./bench-chrome.mjs";
import { startLighthouse } from "./bench-lighthouse.mjs";
import { observeLoad, THROTTLING } from "./bench-observe.mjs";
import { ensureChromium } from "./ensure-browser.mjs";
import { judge, median, MIN_PAIRS, pairedDifferences, quantile } from "./bench-stats.mjs";
import { markdownTable, option, signedMs as vs } from "./bench-table.mjs";

const args = process.argv.slice(2);
const withLighthouse = args.includes("--lighthouse");
const routesArg = option(args, "--routes");
const routes = routesArg ? routesArg.split(",") : args.includes("--all") ? BENCH_ROUTES : BENCH_PAGES;
const runs = Math.max(MIN_PAIRS, Number(process.env.BENCH_RUNS ?? MIN_PAIRS));
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.PORT ?? 3000);
const floorPort = Number(process.env.FLOOR_PORT ?? port + 1);
const hintedFloorPort = Number(process.env.HINTED_FLOOR_PORT ?? floorPort + 1);
if (new Set([port, floorPort, hintedFloorPort]).size < 3) throw new Error(`PORT, FLOOR_PORT and HINTED_FLOOR_PORT must differ (${port}, ${floorPort}, ${hintedFloorPort})`);
const executablePath = ensureChromium();

/** A page to measure: its label in the table and its URL. */
const target = (route) => {
  const { market, path, url } = benchTarget(route, port);
  return { route, label: market === "au" ? `${path} (AU)` : path, url, loads: [], floorLoads: [], lighthouse: [] };
};
const floor = { route: "floor", label: "floor (trivial Next page)", url: `http://${BENCH_HOSTS.nz}:${floorPort}/`, loads: [], lighthouse: [] };
const pages = routes.map(target);
// The floor paired with itself, in the rotation like a page and never judged: its spread is this run's own noise, the
// part of any page's 75th percentile that no change to a page can remove (an A/A test).
const control = { route: "floor-again", label: "floor again (this run's noise)", url: floor.url, loads: [], floorLoads: [], lighthouse: [], control: "the floor against itself" };
// The floor with the compile hints the site's build adds to its start-up scripts (scripts/compile-hints.mjs), not
// judged either: what of a page's margin over the floor is that hint's, which a blank Next page gains as well.
const hinted = { route: "floor-hinted", label: "floor with compile hints", url: `http://${BENCH_HOSTS.nz}:${hintedFloorPort}/`, loads: [], floorLoads: [], lighthouse: [], control: "the floor with the site's compile hints" };
// One page loaded twice a round, its second copy never judged: a heavy page's loads spread far more than the floor's
// (docs/performance.md, "Measured again: no lever repeats"), so this row against the page's own is the noise of its
// verdict. By default the heaviest of the default pages, when it is measured; --again picks another, --again none leaves it out.
const againRoute = option(args, "--again") ?? (routes.includes(NOISE_ROUTE) ? NOISE_ROUTE : "none");
const againOf = (page) => ({ ...page, route: `${page.route}-again`, label: `${page.label} again (its own noise)`, control: "the page against itself" });
const again = againRoute === "none" ? [] : [againOf(target(againRoute))];
const measured = [...pages, control, hinted, ...again];

process.stderr.write("building the floor app…\n");
process.stderr.write(`floor built in ${buildFloor()} s\n`);
const stopFloor = await startFloor(floorPort);
const stopHinted = await startFloor(hintedFloorPort, HINTED_DIR).catch((error) => {
  stopFloor();
  throw error;
});
const browser = await chromium.launch({ executablePath, args: CHROME_FLAGS.filter((flag) => flag !== "--headless=new") });
try {
  // A warm-up load of each, unmeasured: the servers have rendered and compressed every page once.
  // The page measured twice shares its URL with its first copy, warmed already when that copy is among the pages.
  const warm = [floor, hinted, ...pages, ...again.filter((copy) => !pages.some((page) => page.url === copy.url))];
  for (const page of warm) await observeLoad(browser, page.url);
  for (let round = 1; round <= runs; round++) {
    for (const page of measured) {
      const floorLoad = await observeLoad(browser, floor.url);
      floor.loads.push(floorLoad);
      page.floorLoads.push(floorLoad);
      page.loads.push(await observeLoad(browser, page.url));
      process.stderr.write(`round ${round}/${runs}: ${page.label}\n`);
    }
  }
  if (withLighthouse) {
    const lighthouse = await startLighthouse(executablePath);
    try {
      for (let round = 1; round <= lighthouseRuns; round++) for (const page of [floor, ...pages]) page.lighthouse.push(await lighthouse.run(page.url));
    } finally {
      await lighthouse.kill();
    }
  }
} finally {
  await browser.close();
  stopFloor();
  stopHinted();
}

const METRICS = ["fcp", "lcp", "tti", "htmlBytes", "jsBytes", "jsBeforeTti"];
/** What each target judges, its limit over the floor, and the run-to-run noise within which a figure is "on" it. */
const TARGETS = [
  { key: "lcp", name: "LCP", limit: LCP_OVER_FLOOR_MS, margin: TIMING_MARGIN_MS, unit: "ms" },
  { key: "tti", name: "interactive", limit: TTI_OVER_FLOOR_MS, margin: TIMING_MARGIN_MS, unit: "ms" },
  { key: "jsBeforeTti", name: "JS before interactive", limit: JS_BUDGET_OVER_FLOOR, margin: 0, unit: "kB" },
];
const summarise = (page) => Object.fromEntries(METRICS.map((key) => [key, median(page.loads.map((load) => load[key]))]));
floor.median = summarise(floor);
for (const page of measured) {
  page.median = summarise(page);
  page.differences = Object.fromEntries(METRICS.map((key) => [key, pairedDifferences(page.loads.map((load) => load[key]), page.floorLoads.map((load) => load[key]))]));
  page.overFloor = Object.fromEntries(METRICS.map((key) => [key, median(page.differences[key])]));
  page.judged = Object.fromEntries(TARGETS.map(({ key, limit, margin }) => [key, judge(page.differences[key], limit, margin)]));
  page.status = page.loads[0]?.status ?? 0;
  page.performance = median(page.lighthouse.map((run) => run.performance));
  const indexable = page.lighthouse.every((run) => run.indexable);
  const perfTarget = indexable ? PERF_TARGET.indexable : PERF_TARGET.noindex;
  const limitText = ({ limit, unit }) => (unit === "kB" ? `${limit / 1024} kB` : `${limit} ms`);
  page.misses = page.control ? [`not judged: ${page.control}`] : [
    page.status >= 400 && `status ${page.status}`,
    ...TARGETS.map((target) => {
      const { verdict } = page.judged[target.key];
      return verdict !== "within" && `${target.name} ${verdict === "on" ? "on" : verdict === "over" ? "over" : "unjudged at"} floor + ${limitText(target)}`;
    }),
    withLighthouse && page.performance < perfTarget && `Lighthouse perf ${page.performance} < ${perfTarget}`,
  ].filter(Boolean);
}
floor.performance = median(floor.lighthouse.map((run) => run.performance));

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : "-");
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)}` : "-");
const kbVs = (bytes) => (Number.isFinite(bytes) ? `${bytes >= 0 ? "+" : "−"}${(Math.abs(bytes) / 1024).toFixed(1)}` : "-");
/** The paired differences' median, 75th percentile (what is judged) and range: how far one run can be trusted. */
const spread = (differences, format) =>
  differences.length ? `${format(median(differences))} / ${format(quantile(differences, 0.75))} (${format(quantile(differences, 0))}…${format(quantile(differences, 1))})` : "";

const header = ["page", "FCP", "vs floor", "LCP", "vs floor p50 / p75 (range)", "interactive", "vs floor p50 / p75 (range)", "HTML kB", "JS kB", "JS before interactive kB", "its p75 vs floor", ...(withLighthouse ? ["LH perf"] : []), "not within"];
const rows = [floor, control, hinted, ...pages, ...again].map((page) => {
  const m = page.median;
  const d = page.differences ?? {};
  const isFloor = page === floor;
  return [
    page.label,
    ms(m.fcp), isFloor ? "" : vs(median(d.fcp)),
    ms(m.lcp), isFloor ? "" : spread(d.lcp, vs),
    ms(m.tti), isFloor ? "" : spread(d.tti, vs),
    kb(m.htmlBytes), kb(m.jsBytes), kb(m.jsBeforeTti), isFloor ? "" : kbVs(page.judged.jsBeforeTti.p75),
    ...(withLighthouse ? [Number.isFinite(page.performance) ? String(page.performance) : "-"] : []),
    (page.misses ?? []).join(", "),
  ];
});
console.log(
  `\n${runs} pairs per page in Chromium (${THROTTLING.cpuRate}x CPU, ${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downKbps / 1000} Mbps down, 412 px phone), ` +
    `each page load right after a load of the floor. Timings in ms: medians of the loads; "vs floor": the paired differences' median / ` +
    `75th percentile (range). A target is judged on the 75th percentile; within ${TIMING_MARGIN_MS} ms of it is "on" it, not within. ` +
    `Interactive: hydration reached the page's last control.`,
);
console.log(markdownTable(header, rows));

fs.mkdirSync("bench-results", { recursive: true });
fs.writeFileSync("bench-results/latest.json", JSON.stringify({ measuredAt: new Date().toISOString(), runs, throttling: THROTTLING, floor, control, hinted, pages, again: again[0] ?? null }, null, 2));
const missed = pages.filter((page) => page.misses.length);
if (missed.length) {
  console.error(`\n${missed.length} page(s) not within a target: ${missed.map((page) => `${page.label} (${page.misses.join(", ")})`).join("; ")}`);
  process.exit(1);
}
