// `npm run bench -- profile`: what the main thread ran before a page answered. Each load (observe.mjs's phone,
// throttling and settled tab) is profiled by V8's sampling profiler from before navigation until interactive, the
// bench's own definition; the table gives each function's self time, the mean over BENCH_RUNS (default 6) loads.
// With "@PORT" routes it puts the build before a change beside this one: how the 74 ms of /pricing's first Intl
// object was found, a function the build before did not have (docs/performance.md, "What costs what").
import { chromium } from "playwright";
import { ensureChromium } from "../ensure-browser.mjs";
import { openPhonePage, THROTTLING, watch } from "./observe.mjs";
import { benchPorts, benchRuns, benchTarget, inRounds, markdownTable, option, PLAYWRIGHT_FLAGS } from "./shared.mjs";
import { meanSelfTimes, selfTimes } from "./self-time.mjs";

/** Functions listed a page; the rest are in its total. */
const LISTED = 15;
const LOAD_TIMEOUT_MS = 30_000;

async function profiledLoad(browser, url) {
  const { context, page, cdp } = await openPhonePage(browser, url);
  try {
    await page.addInitScript(watch);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    const response = await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => Number.isFinite(window.__bench.tti), undefined, { timeout: LOAD_TIMEOUT_MS });
    const { profile } = await cdp.send("Profiler.stop");
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    return { tti: await page.evaluate(() => window.__bench.tti), times: selfTimes(profile) };
  } finally {
    await context.close();
  }
}

export async function run(args) {
  const routes = (option(args, "--routes") ?? "/pricing").split(",");
  const runs = benchRuns(6);
  const { port } = benchPorts();
  const pages = routes.map((route) => ({ route, url: benchTarget(route, port).url, loads: [] }));
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: PLAYWRIGHT_FLAGS });
  try {
    await inRounds(pages, runs, (url) => profiledLoad(browser, url));
  } finally {
    await browser.close();
  }
  console.log(`\nSelf time before interactive, mean ms over ${runs} loads a page (${THROTTLING.cpuRate}x CPU; "(program)" is the browser's own work: parsing, style, layout, paint).`);
  for (const page of pages) {
    const mean = meanSelfTimes(page.loads.map((load) => load.times));
    const interactive = page.loads.map((load) => load.tti).sort((a, b) => a - b)[Math.floor(runs / 2)];
    console.log(`\n${page.route}: interactive ${Math.round(interactive)} ms at the median`);
    console.log(markdownTable(["ms", "function script:line:column"], mean.filter(([key]) => key !== "(idle) :0:0").slice(0, LISTED).map(([key, ms]) => [ms.toFixed(1), key])));
  }
  return 0;
}
