// One page load as a person on a phone gets it (`npm run bench`, its variants and frames): a fresh context (nothing cached) whose tab has finished
// starting, a 412 px phone, the CPU slowed 4x and the network held to 150 ms round trip and 1.6 Mbps down through
// DevTools (CDP), in a real Chromium.
// What it reads, all from the page's own clock (ms since navigation start):
//   FCP, LCP   the browser's paint timing and its last largest-contentful-paint entry;
//   TTI        the first frame in which hydration has reached the end of the page: the page's last link or button (its
//              last element, where it has neither) belongs to React. A person can use the whole page from then on;
//              a main-thread quiet window (Lighthouse's TTI) says nothing about whether a tap is answered.
//   bytes      the document and the scripts as they came over the wire (compressed bodies); `jsBeforeTti` only the
//              scripts whose response had ended by TTI, what a phone had to fetch before the page answered (the
//              field-vitals reporter, loaded once the page is hydrated and idle, is in `jsBytes` and not in it).
import http from "node:http";

/**
 * What Chromium asks for over HTTPS, as every visitor reaches the site. Over the bench's plain HTTP it asks for gzip
 * and deflate only, and the instance answered gzip: 23.8 kB of `/city/wellington` where a visitor gets 19.0 kB of
 * Brotli, and gzip's 32 kB window repeats the flight data's copy of the page in full where Brotli's refers back to it
 * (docs/performance.md, "The bench's own noise").
 */
export const HTTPS_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  extraHTTPHeaders: { "Accept-Encoding": HTTPS_ACCEPT_ENCODING },
};
export const THROTTLING = { cpuRate: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
/** How long a new tab is left to finish starting before it navigates. */
const SETTLE_MS = 1500;
/** A load that has not reached interactive by then is reported as such, not waited for. */
const LOAD_TIMEOUT_MS = 30_000;

/** Runs in the page before any of its scripts: watches paints and, frame by frame, whether React owns the page's end. */
export function watch() {
  const seen = { fcp: NaN, lcp: NaN, tti: NaN };
  window.__bench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const end = () => {
    const controls = document.body.querySelectorAll("a[href], button");
    if (controls.length) return controls[controls.length - 1];
    // Next appends its route announcer to <body> in an effect after hydration, a node React does not own: counted as
    // the page's end, a floor load whose frame fell after that effect never came alive (one or two loads a run).
    const content = document.body.querySelectorAll(":not(script, template, style, link, noscript, next-route-announcer)");
    return content[content.length - 1];
  };
  const frame = (now) => {
    const last = document.readyState === "loading" ? null : end();
    if (last && Object.keys(last).some((key) => key.startsWith("__reactFiber"))) seen.tti = now;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Asks the server for `url` once, outside the browser, and waits for the answer. A page the server re-renders in the
 * background once it is stale (ISR: the city pages and /cities every minute, so a feed's change shows) found stale
 * by the measured load itself made the server re-render it at the moment the browser parsed it: 100-170 ms of the
 * server's CPU on the same two cores, which a phone never shares (docs/performance.md, "The bench's own noise").
 * Asked first, the re-render runs while the new tab settles, and the measured load gets the fresh page.
 */
export function freshen(url) {
  const { hostname, port, pathname, search } = new URL(url);
  // node:http, since fetch does not send a Host of the caller's own: the proxy picks the market by it.
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: `${pathname}${search}`, headers: { host: `${hostname}:${port}`, "accept-encoding": HTTPS_ACCEPT_ENCODING } }, (response) => {
      response.resume();
      response.on("end", resolve);
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/**
 * A new tab under the phone profile (or `profile`: the 1440 px screen of `npm run bench -- navigate`) and the bench's throttling, left to finish starting, with `url` freshened on the
 * server meanwhile; the caller closes `context`.
 */
export async function openPhonePage(browser, url, profile = PHONE) {
  await freshen(url);
  const context = await browser.newContext(profile);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downKbps * 1000) / 8,
      uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuRate });
    // For about 750 ms after a new context's page is created, a renderer Chromium starts with it keeps a whole core
    // busy. A navigation begun then shares this machine's two cores with that start-up, which put the floor's FCP
    // about 200 ms later at the median and spread it over 392 ms, against 84 once settled (docs/performance.md, "The
    // bench's own noise"). A person's browser has its tab open before the tap.
    await page.waitForTimeout(SETTLE_MS);
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Loads `url` once under the phone profile; resolves to its figures. */
export async function observeLoad(browser, url) {
  const { context, page, cdp } = await openPhonePage(browser, url);
  try {
    const bytes = { html: 0, js: 0 };
    const types = new Map();
    const scripts = new Map();
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => types.set(requestId, { type, url: response.url }));
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const { type, url } = types.get(requestId) ?? {};
      if (type === "Document") bytes.html += encodedDataLength;
      else if (type === "Script") {
        bytes.js += encodedDataLength;
        scripts.set(url, (scripts.get(url) ?? 0) + encodedDataLength);
      }
    });
    await page.addInitScript(watch);
    const response = await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => Number.isFinite(window.__bench.tti), undefined, { timeout: LOAD_TIMEOUT_MS }).catch(() => undefined);
    // LCP entries stop at the first input; none comes here, so a short quiet wait lets a late largest paint land.
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => window.__bench);
    // The page's own clock says which scripts had arrived by TTI; the wire sizes come from DevTools, as jsBytes'.
    const early = await page.evaluate((tti) => performance.getEntriesByType("resource").filter((entry) => entry.responseEnd <= tti).map((entry) => entry.name), seen.tti);
    const jsBeforeTti = Number.isFinite(seen.tti) ? early.reduce((sum, url) => sum + (scripts.get(url) ?? 0), 0) : NaN;
    return { status: response?.status() ?? 0, ...seen, htmlBytes: bytes.html, jsBytes: bytes.js, jsBeforeTti };
  } finally {
    await context.close();
  }
}
