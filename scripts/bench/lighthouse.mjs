// The bench's secondary check (npm run bench -- --lighthouse): Lighthouse's mobile scores. Its timings are a
// simulation (one full-speed load replayed through a model of a slow phone), so they never decide a change here; the
// observed figures (observe.mjs) do. Kept for the scores the client also reads.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { CHROME_FLAGS } from "./shared.mjs";

/** Starts a Chromium for Lighthouse (here and lcp-graph.mjs); resolves to { port, run(url), kill() }. */
export async function startLighthouse(chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  return { port: chrome.port, run: (url) => lighthouseRun(url, chrome.port), kill: () => chrome.kill() };
}

/** One Lighthouse mobile run (its default: simulated slow 4G and a 4x slower CPU). */
async function lighthouseRun(url, chromePort) {
  const { lhr } = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    indexable: lhr.audits["is-crawlable"]?.score !== 0,
  };
}
