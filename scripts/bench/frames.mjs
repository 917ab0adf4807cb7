// `npm run bench -- frames`: why a page's LCP spreads from load to load. Each load of a page is traced in Chromium
// under the bench's throttling and settled tab (observe.mjs), and its trace read by trace.mjs: the frame that painted
// the largest element, how many elements it styled (against all the elements of the page) and how long its style and
// layout took, when the document had all reached the renderer and when the parser began, and the style and layout
// forced outside frames. Per page it then says how closely the largest paint followed that frame's style and layout
// (Spearman's rank correlation, from simple-statistics). Pages are loaded in turn, round by round; BENCH_RUNS (default
// 10) traced loads of each.
import { sampleRankCorrelation } from "simple-statistics";
import { chromium } from "playwright";
import { ensureChromium } from "../ensure-browser.mjs";
import { openPhonePage, THROTTLING } from "./observe.mjs";
import { benchPorts, benchRuns, benchTarget, inRounds, markdownTable, median, option, PLAYWRIGHT_FLAGS, quantile } from "./shared.mjs";
import { summariseTrace } from "./trace.mjs";

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "toplevel", "blink", "blink.user_timing"];
/** Forced style and layout shorter than this is not listed. */
const FORCED_LISTED_MS = 5;

async function tracedLoad(browser, url) {
  const { context, page } = await openPhonePage(browser, url);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    const response = await page.goto(url, { waitUntil: "load" });
    // As the bench does after a load: a late largest paint lands, and the forced layouts after the first frame too.
    await page.waitForTimeout(1500);
    const elements = await page.evaluate(() => document.querySelectorAll("*").length);
    const trace = await browser.stopTracing();
    // Checked before the trace is read: an error page's trace would fail there with a less useful message.
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    const parsed = JSON.parse(trace.toString("utf8"));
    return { ...summariseTrace(parsed.traceEvents ?? parsed), elements };
  } finally {
    await context.close();
  }
}

export async function run(args) {
  const routes = (option(args, "--routes") ?? "/pricing").split(",");
  const runs = benchRuns(10);
  const { port } = benchPorts();
  const pages = routes.map((route) => ({ route, url: benchTarget(route, port).url, loads: [] }));
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: PLAYWRIGHT_FLAGS });
  try {
    for (const page of pages) await tracedLoad(browser, page.url);
    await inRounds(pages, runs, (url) => tracedLoad(browser, url));
  } finally {
    await browser.close();
  }

  const round = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "-");
  const header = ["page", "FCP", "LCP", "LCP frame: elements styled / on the page", "its style and layout ms", "document arrived / parser began", `forced style and layout ≥ ${FORCED_LISTED_MS} ms (at+ms, by)`];
  const rows = pages.flatMap((page) =>
    page.loads.map((load) => [
      page.route,
      round(load.fcp),
      round(load.lcp),
      load.lcpFrame ? `${load.lcpFrame.elements} / ${load.elements}` : "-",
      load.lcpFrame ? round(load.lcpFrame.styleLayoutMs) : "-",
      `${round(load.documentArrived)} / ${round(load.parserBegan)}`,
      load.forced.filter((entry) => entry.ms >= FORCED_LISTED_MS).map((entry) => `${round(entry.at)}+${round(entry.ms)} ${entry.source}`).join(", "),
    ]),
  );
  console.log(`\n${runs} traced loads a page in Chromium (${THROTTLING.cpuRate}x CPU, ${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downKbps / 1000} Mbps down), ms from navigation start.`);
  console.log(markdownTable(header, rows));
  const both = (values) => `${round(median(values))} / ${round(quantile(values, 0.75))}`;
  const summary = pages.map((page) => {
    const framed = page.loads.filter((load) => load.lcpFrame !== null);
    const lcps = framed.map((load) => load.lcp);
    const styleLayout = framed.map((load) => load.lcpFrame.styleLayoutMs);
    const rho = framed.length > 2 ? sampleRankCorrelation(lcps, styleLayout) : NaN;
    return [page.route, both(page.loads.map((load) => load.lcp)), both(styleLayout), Number.isFinite(rho) ? rho.toFixed(2) : "-"];
  });
  console.log(markdownTable(["page", "LCP p50 / p75", "its frame's style and layout p50 / p75", "rank correlation of the two"], summary));
  return 0;
}
