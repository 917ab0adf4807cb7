// `npm run bench` (the default subcommand, `pages`): what a person on a phone gets, against a running production
// server (`npm start`). Each page is loaded in a real Chromium under DevTools throttling (observe.mjs: 412 px phone,
// 4x CPU, 150 ms round trip, 1.6 Mbps down), right after the floor, a trivial Next page built from the same
// node_modules and served in the same run (floor.mjs). Pairs go round every page in turn, so load elsewhere on the
// machine lands on the floor and the page alike; "vs floor" is the pairs' differences: median / 75th percentile (range).
// The floor is also paired with itself in the same rotation (this run's noise, not judged), and so is the floor with
// the compile hints the site's build adds; one page (NOISE_ROUTE, or --again) is measured twice, its copy not judged.
// Exits 1 when a page is not within a target at the MEDIAN of at least 11 pairs (shared.mjs `judge`): LCP over
// floor + 200 ms, interactive over floor + 250 ms, JavaScript fetched before interactive over floor + 15 kB; with
// --lighthouse also a Lighthouse mobile performance score under 90. Fewer pairs (BENCH_RUNS) print, unjudged.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { ensureChromium } from "../ensure-browser.mjs";
import { buildFloor, HINTED_DIR, startFloor } from "./floor.mjs";
import { startLighthouse } from "./lighthouse.mjs";
import { observeLoad, THROTTLING } from "./observe.mjs";
import {
  abComparisons, BENCH_HOSTS, BENCH_PAGES, BENCH_ROUTES, benchPorts, benchRuns, benchTarget, JS_BUDGET_OVER_FLOOR, judge, LCP_OVER_FLOOR_MS, markdownTable, median,
  MIN_PAIRS, NOISE_ROUTE, option, pairedDifferences, PERF_TARGET, PLAYWRIGHT_FLAGS, ROOT, signedMs as vs, spread, TIMING_MARGIN_MS, TTI_OVER_FLOOR_MS,
} from "./shared.mjs";

const METRICS = ["fcp", "lcp", "tti", "htmlBytes", "jsBytes", "jsBeforeTti"];
/** What each target judges, its limit over the floor, and the run-to-run noise within which a figure is "on" it. */
const TARGETS = [
  { key: "lcp", name: "LCP", limit: LCP_OVER_FLOOR_MS, margin: TIMING_MARGIN_MS, text: `${LCP_OVER_FLOOR_MS} ms` },
  { key: "tti", name: "interactive", limit: TTI_OVER_FLOOR_MS, margin: TIMING_MARGIN_MS, text: `${TTI_OVER_FLOOR_MS} ms` },
  { key: "jsBeforeTti", name: "JS before interactive", limit: JS_BUDGET_OVER_FLOOR, margin: 0, text: `${JS_BUDGET_OVER_FLOOR / 1024} kB` },
];

export async function run(args) {
  const withLighthouse = args.includes("--lighthouse");
  const routesArg = option(args, "--routes");
  const routes = routesArg ? routesArg.split(",") : args.includes("--all") ? BENCH_ROUTES : BENCH_PAGES;
  const runs = benchRuns(MIN_PAIRS);
  const lighthouseRuns = benchRuns(3, { BENCH_RUNS: process.env.BENCH_LIGHTHOUSE_RUNS });
  const ports = benchPorts();
  if (new Set([ports.port, ports.floor, ports.hintedFloor]).size < 3) throw new Error(`PORT, FLOOR_PORT and HINTED_FLOOR_PORT must differ (${ports.port}, ${ports.floor}, ${ports.hintedFloor})`);
  if (runs < MIN_PAIRS) process.stderr.write(`BENCH_RUNS=${runs}: fewer than ${MIN_PAIRS} pairs, a smoke run: printed, not judged\n`);
  const executablePath = ensureChromium();

  /** A page to measure: its label in the table and its URL. */
  const target = (route) => {
    const { market, path: pathname, url } = benchTarget(route, ports.port);
    const elsewhere = /@(\d+)$/.exec(route)?.[1];
    return { route, label: `${pathname}${market === "au" ? " (AU)" : ""}${elsewhere ? ` (port ${elsewhere})` : ""}`, url, loads: [], floorLoads: [], lighthouse: [] };
  };
  const floor = { route: "floor", label: "floor (trivial Next page)", url: `http://${BENCH_HOSTS.nz}:${ports.floor}/`, loads: [], lighthouse: [] };
  const pages = routes.map(target);
  // The floor paired with itself (an A/A test): its spread is the part of any page's figures no change to a page removes.
  const control = { ...target("floor-again"), label: "floor again (this run's noise)", url: floor.url, control: "the floor against itself" };
  // The floor with the site's compile hints: what of a page's margin is that hint's, which a blank Next page gains too.
  const hinted = { ...target("floor-hinted"), label: "floor with compile hints", url: `http://${BENCH_HOSTS.nz}:${ports.hintedFloor}/`, control: "the floor with the site's compile hints" };
  // One page loaded twice a round, its copy never judged: a heavy page's own noise, beside its verdict.
  const againRoute = option(args, "--again") ?? (routes.includes(NOISE_ROUTE) ? NOISE_ROUTE : "none");
  const again = againRoute === "none" ? [] : [{ ...target(againRoute), label: `${target(againRoute).label} again (its own noise)`, control: "the page against itself" }];
  const measured = [...pages, control, hinted, ...again];

  process.stderr.write(`floor built in ${buildFloor()} s\n`);
  const stopFloor = await startFloor(ports.floor);
  const stopHinted = await startFloor(ports.hintedFloor, HINTED_DIR).catch((error) => {
    stopFloor();
    throw error;
  });
  const browser = await chromium.launch({ executablePath, args: PLAYWRIGHT_FLAGS });
  try {
    // A warm-up load of each, unmeasured: the servers have rendered and compressed every page once.
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

  const summarise = (page) => Object.fromEntries(METRICS.map((key) => [key, median(page.loads.map((load) => load[key]))]));
  floor.median = summarise(floor);
  floor.performance = median(floor.lighthouse.map((result) => result.performance));
  for (const page of measured) {
    page.median = summarise(page);
    const differences = Object.fromEntries(METRICS.map((key) => [key, pairedDifferences(page.loads.map((load) => load[key]), page.floorLoads.map((load) => load[key]))]));
    page.overFloor = Object.fromEntries(METRICS.map((key) => [key, judge(differences[key], Infinity)]));
    page.judged = Object.fromEntries(TARGETS.map(({ key, limit, margin }) => [key, judge(differences[key], limit, margin)]));
    page.status = page.loads[0]?.status ?? 0;
    page.performance = median(page.lighthouse.map((result) => result.performance));
    page.misses = page.control
      ? [`not judged: ${page.control}`]
      : [
          page.status >= 400 && `status ${page.status}`,
          ...TARGETS.map(({ key, name, text }) => {
            const { verdict } = page.judged[key];
            return verdict !== "within" && `${name} ${verdict === "unjudged" ? "unjudged at" : verdict} floor + ${text}`;
          }),
          withLighthouse && page.performance < PERF_TARGET && `Lighthouse perf ${page.performance} < ${PERF_TARGET}`,
        ].filter(Boolean);
  }

  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : "-");
  const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)}` : "-");
  const kbVs = (bytes) => (Number.isFinite(bytes) ? `${bytes >= 0 ? "+" : "−"}${(Math.abs(bytes) / 1024).toFixed(1)}` : "-");
  const header = ["page", "FCP", "vs floor", "LCP", "vs floor p50 / p75 (range)", "interactive", "vs floor p50 / p75 (range)", "HTML kB", "JS kB", "JS before interactive kB", "its p50 vs floor", ...(withLighthouse ? ["LH perf"] : []), "not within"];
  const rows = [floor, control, hinted, ...pages, ...again].map((page) => {
    const m = page.median;
    const isFloor = page === floor;
    return [
      page.label,
      ms(m.fcp), isFloor ? "" : vs(page.overFloor.fcp.median),
      ms(m.lcp), isFloor ? "" : spread(page.judged.lcp, vs),
      ms(m.tti), isFloor ? "" : spread(page.judged.tti, vs),
      kb(m.htmlBytes), kb(m.jsBytes), kb(m.jsBeforeTti), isFloor ? "" : kbVs(page.judged.jsBeforeTti.median),
      ...(withLighthouse ? [Number.isFinite(page.performance) ? String(page.performance) : "-"] : []),
      (page.misses ?? []).join(", "),
    ];
  });
  console.log(
    `\n${runs} pairs per page in Chromium (${THROTTLING.cpuRate}x CPU, ${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downKbps / 1000} Mbps down, 412 px phone), ` +
      `each page load right after a load of the floor. Timings in ms: medians of the loads; "vs floor": the paired differences' median / ` +
      `75th percentile (range). A target is judged on the median of at least ${MIN_PAIRS} pairs; within ${TIMING_MARGIN_MS} ms of it is "on" it, not within; ` +
      `the 75th percentile is for information. Interactive: hydration reached the page's last control.`,
  );
  console.log(markdownTable(header, rows));
  const ab = abComparisons(pages, ["lcp", "tti"]);
  if (ab.length) {
    const cell = ({ median: mid, p75, lower, pairs }) => `${vs(mid)} / ${vs(p75)}, lower in ${lower} of ${pairs}`;
    console.log(`\nEach page against its "@PORT" copy, load by load in the same round (this build minus that one), ms: median / 75th percentile, and the rounds this build was lower.`);
    console.log(markdownTable(["page", "against", "LCP", "interactive"], ab.map(({ route, before, metrics }) => [route, before, cell(metrics.lcp), cell(metrics.tti)])));
  }

  fs.mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "bench-results/latest.json"), JSON.stringify({ measuredAt: new Date().toISOString(), runs, throttling: THROTTLING, floor, control, hinted, pages, again: again[0] ?? null }, null, 2));
  const missed = pages.filter((page) => page.misses.length);
  if (missed.length) {
    console.error(`\n${missed.length} page(s) not within a target: ${missed.map((page) => `${page.label} (${page.misses.join(", ")})`).join("; ")}`);
    return 1;
  }
  return 0;
}
