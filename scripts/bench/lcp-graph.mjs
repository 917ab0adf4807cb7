// `npm run bench -- lcp-graph --routes /city/wellington` (or page URLs): why Lighthouse's mobile LCP for a page is
// what it is. Lighthouse does not time the page on a slow phone; it loads it once at full speed and simulates ("Lantern") a slow 4G connection and a
// 4x slower CPU over a graph of what the page did before its observed largest paint. Every request that finished
// before that paint is in the graph (a script only if it also started running before it), and the simulated LCP is
// the average of an optimistic and a pessimistic replay of that graph. This prints, per run, the observed paint, both
// replays and each request in them with its simulated start and end, so a slow LCP names what it waited for.
//
// BENCH_RUNS (default 1) runs per page: the graph changes from run to run.
//
// It reads Lighthouse's own Lantern classes from the installed package (lighthouse 12), so it follows its model.
import lighthouse from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { ensureChromium } from "../ensure-browser.mjs";
import { startLighthouse } from "./lighthouse.mjs";
import { benchPorts, benchRuns, benchTarget, option } from "./shared.mjs";

/** One replay's requests and CPU work, in simulated start order, as "what [start-end ms]". */
function describe(estimate) {
  return [...estimate.nodeTimings.entries()]
    .map(([node, timing]) => {
      const what = node.type === "network" ? `${node.request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 70)} (${(node.request.transferSize / 1024).toFixed(1)} kB)` : "main-thread work";
      return { what, start: Math.round(timing.startTime), end: Math.round(timing.endTime) };
    })
    .sort((a, b) => a.start - b.start)
    .map(({ what, start, end }) => `      ${String(start).padStart(5)}-${String(end).padEnd(5)} ${what}`)
    .join("\n");
}

export async function run(args) {
  const urls = [...args.filter((arg) => /^https?:\/\//.test(arg)), ...(option(args, "--routes") ?? "").split(",").filter(Boolean).map((route) => benchTarget(route, benchPorts().port).url)];
  if (!urls.length) throw new Error("lcp-graph needs --routes /a,/b or page URLs");
  const runs = benchRuns(1);
  const chrome = await startLighthouse(ensureChromium());
  try {
    for (const url of urls) {
      for (let run = 1; run <= runs; run++) {
        const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        const metrics = lhr.audits.metrics?.details?.items?.[0];
        if (!metrics) {
          console.log(`${url} run ${run}: no metrics (${lhr.runtimeError?.message ?? "unknown error"})`);
          continue;
        }
        const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, URL: artifacts.URL, SourceMaps: [], simulator: null };
        const context = { computedCache: new Map(), settings: lhr.configSettings };
        const fcp = await LanternFirstContentfulPaint.request(data, context);
        const lcp = await LanternLargestContentfulPaint.request(data, context);
        console.log(`${url} run ${run}: LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}), FCP ${Math.round(fcp.timing)} ms, TBT ${Math.round(metrics.totalBlockingTime)} ms; observed paint ${Math.round(metrics.observedLargestContentfulPaint)} ms`);
        console.log(`    optimistic replay:\n${describe(lcp.optimisticEstimate)}`);
        console.log(`    pessimistic replay:\n${describe(lcp.pessimisticEstimate)}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return 0;
}
