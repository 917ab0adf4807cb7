import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page, Request } from "@playwright/test";
import { CHROMIUM_CANDIDATES } from "../scripts/browsers.cjs";
import { expect, test } from "./fixtures";

type Beacon = { path: string; metrics: { name: string; value: number }[] };
type Values = Record<string, number>;
declare const webVitals: Record<"onTTFB" | "onFCP" | "onLCP" | "onINP" | "onCLS", (report: (metric: { name: string; value: number }) => void) => void>;

/**
 * Google's `web-vitals` (its IIFE build) beside the site's reporter, as an init script (which the page's policy does
 * not govern), writing what it reports into window.__library: the witness the beacon is held to.
 */
async function withLibrary(context: BrowserContext | Page) {
  const library = fs.readFileSync(path.join(process.cwd(), "node_modules/web-vitals/dist/web-vitals.iife.js"), "utf8");
  // One script: the build's `var webVitals` is the script's own, not the window's, when given as a file of its own.
  const witness = () => {
    const reported: Record<string, number> = {};
    Object.assign(window, { __library: reported });
    for (const on of ["onTTFB", "onFCP", "onLCP", "onINP", "onCLS"] as const) webVitals[on]((metric) => (reported[metric.name] = metric.value));
    // A new view after a back-forward restore: the library starts its metrics again.
    addEventListener("pageshow", (event) => event.persisted && Object.assign(window, { __restored: true }), true);
  };
  await context.addInitScript({ content: `${library};(${witness.toString()})();` });
}

/** Hides the page as a browser does when the visitor switches tab (a hidden document bubbles visibilitychange). */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
const valuesOf = (beacon: Beacon): Values => Object.fromEntries(beacon.metrics.map(({ name, value }) => [name, value]));

/** Waits until the page's field measurement has started (lib/vitals/observe.ts marks it). */
const measuring = (page: Page) => page.waitForFunction(() => performance.getEntriesByName("flamingo:vitals").length > 0, undefined, { timeout: 10_000 });

test.describe("field vitals", () => {
  test("a page view sends its vitals once, by beacon, when the page is hidden, with no cookie or identifier", async ({ page, context }) => {
    const beacons: Request[] = [];
    context.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/vitals") beacons.push(request);
    });
    await page.goto("/cities");
    await measuring(page);
    // A real tap, so the page has an interaction to time (INP).
    await page.getByRole("main").getByRole("heading", { level: 1 }).click();
    // The browser records the tap, then hands it to the page's observer in a later task, and web-vitals reads it in
    // an idle period after that (its whenIdleOrHidden): hidden sooner, the page reports before it has read the tap
    // and sends no INP (it happened once on a busy run). A visitor switches tab long after, so the test waits for all
    // three before hiding the page.
    await page.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    expect(beacons, "nothing is sent while the page is visible").toHaveLength(0);

    // The page is hidden as a browser hides it when the visitor switches tab (a hidden document bubbles
    // visibilitychange), then once more and then unloaded: still one beacon. A real navigation away is measured in
    // tests/deploy/observability.test.mjs, where the instance's own counters are the witness.
    const answered = context.waitForEvent("requestfinished", (request) => new URL(request.url()).pathname === "/api/vitals");
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      window.dispatchEvent(new Event("pagehide"));
    });
    const beacon = await answered;
    expect(beacon.method()).toBe("POST");
    expect((await beacon.response())?.status()).toBe(204);
    const headers = await beacon.allHeaders();
    expect(headers.cookie).toBeUndefined();
    const body = beacon.postDataJSON() as { path: string; metrics: { name: string; value: number }[] };
    expect(Object.keys(body).sort()).toEqual(["metrics", "path"]);
    expect(body.path).toBe("/cities");
    const names = body.metrics.map((metric) => metric.name).sort();
    expect(names).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    for (const metric of body.metrics) {
      expect(Object.keys(metric).sort()).toEqual(["name", "value"]);
      expect(Number.isFinite(metric.value) && metric.value >= 0).toBe(true);
    }
    expect(body.metrics.find((metric) => metric.name === "LCP")!.value).toBeGreaterThan(0);

    await page.waitForTimeout(500);
    expect(beacons).toHaveLength(1);
    expect(await context.cookies()).toEqual([]);
  });

  test("the beacon's INP, LCP and CLS are web-vitals' own, for interactions of known length in one view", async ({ page, context }) => {
    await withLibrary(page);
    const beacons: Beacon[] = [];
    context.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/vitals") beacons.push(request.postDataJSON() as Beacon);
    });
    await page.goto("/cities");
    await measuring(page);
    // A layout shift with no input before it, so CLS is not zero: 240 px pushed in above the page's content.
    await page.evaluate(() => {
      const block = document.createElement("div");
      block.style.height = "240px";
      document.querySelector("main")!.prepend(block);
    });
    // Taps whose handler runs for a known time: eight quick ones, one of 300 ms and one of 150 ms.
    await page.evaluate(() => {
      document.addEventListener("click", () => {
        const end = performance.now() + ((window as unknown as { __busy?: number }).__busy ?? 0);
        while (performance.now() < end);
      });
    });
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    for (const busy of [0, 0, 0, 300, 0, 0, 150, 0, 0, 0]) {
      await page.evaluate((ms) => Object.assign(window, { __busy: ms }), busy);
      await heading.click();
    }
    // The browser hands event timings to observers a frame or so after each tap; a visitor leaves long after.
    await page.waitForTimeout(1000);
    await hide(page);
    await expect.poll(() => beacons.length).toBe(1);
    const library = await page.evaluate(() => (window as unknown as { __library: Values }).__library);
    const sent = valuesOf(beacons[0]!);
    expect(sent.INP, "the slowest of ten taps, as web-vitals counts it").toBeGreaterThanOrEqual(300);
    expect(sent.CLS).toBeGreaterThan(0);
    for (const name of ["INP", "LCP", "CLS", "FCP", "TTFB"]) expect({ name, value: sent[name] }).toEqual({ name, value: library[name] });
  });

  test("a view restored from the back-forward cache is a new view, with a beacon of its own", async ({ playwright }, testInfo) => {
    test.setTimeout(60_000);
    // The headless shell has no back-forward cache and Playwright turns it off in any Chromium: full Chromium
    // (headless), with it left on.
    const { launchOptions, baseURL } = testInfo.project.use;
    const executablePath = CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
    test.skip(!executablePath, "needs Debian's chromium (scripts/ensure-browser.mjs installs it for the bench)");
    const browser = await playwright.chromium.launch({ ...launchOptions, executablePath, ignoreDefaultArgs: ["--disable-back-forward-cache"] });
    try {
      const context = await browser.newContext({ baseURL });
      await withLibrary(context);
      const beacons: Beacon[] = [];
      context.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/vitals") beacons.push(request.postDataJSON() as Beacon);
      });
      const page = await context.newPage();
      await page.goto("/cities");
      await measuring(page);
      await page.getByRole("main").getByRole("heading", { level: 1 }).click();
      // The first view ends hidden (a beacon sent while the page unloads does not reach Playwright's request events).
      await hide(page);
      await expect.poll(() => beacons.filter((beacon) => beacon.path === "/cities").length, "the first view's beacon").toBe(1);
      await page.evaluate(() => delete (document as { visibilityState?: unknown }).visibilityState);
      await page.goto("/about");
      await measuring(page);
      // A restore fires no load event: wait for the commit, then for the restored page's pageshow.
      await page.goBack({ waitUntil: "commit" });
      await page.waitForFunction(() => document.readyState === "complete");
      expect(await page.evaluate(() => (window as unknown as { __restored?: boolean }).__restored), "restored from the back-forward cache").toBe(true);
      await page.getByRole("main").getByRole("heading", { level: 1 }).click();
      await page.waitForTimeout(500);
      await hide(page);
      await expect.poll(() => beacons.filter((beacon) => beacon.path === "/cities").length, "the restored view's beacon").toBe(2);
      const restored = valuesOf(beacons.filter((beacon) => beacon.path === "/cities")[1]!);
      const library = await page.evaluate(() => (window as unknown as { __library: Values }).__library);
      // web-vitals reports a restored view's TTFB as 0, and its FCP and LCP as the time from the restore to two
      // frames later, read by each copy of the library from the clock in its own frame callback: the same frames, but
      // whatever runs between the two callbacks separates the readings (9.2 ms once, beside the whole suite), so they
      // agree within a frame (16.7 ms at 60 Hz), where a view not counted anew would be off by the whole visit.
      expect(Object.keys(restored).sort()).toEqual(expect.arrayContaining(["CLS", "FCP", "INP", "LCP", "TTFB"]));
      expect(restored.TTFB).toBe(0);
      for (const name of ["CLS", "INP", "TTFB"]) expect({ name, value: restored[name] }).toEqual({ name, value: library[name] });
      for (const name of ["FCP", "LCP"]) expect(Math.abs(restored[name]! - library[name]!), name).toBeLessThan(16.7);
    } finally {
      await browser.close();
    }
  });

  test("a tap on a link sends its soft navigation's time, under the page it went to, beside the first page's vitals", async ({ page }) => {
    const beacons: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/vitals") beacons.push(request);
    });
    await page.goto("/about");
    await measuring(page);
    const tapped = await page.evaluate(() => performance.now());
    await page.locator('main a[href="/contact"]').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const took = (await page.evaluate(() => performance.now())) - tapped;
    await hide(page);
    await expect.poll(() => beacons.length).toBe(2);
    const bodies = beacons.map((beacon) => beacon.postDataJSON() as Beacon);
    expect(bodies.map((body) => body.path).sort()).toEqual(["/about", "/contact"]);
    const nav = bodies.find((body) => body.path === "/contact")!;
    expect(nav.metrics.map((metric) => metric.name)).toEqual(["NAV"]);
    // Measured from the click to the new heading's frame: within what the test itself saw the tap take.
    expect(nav.metrics[0]!.value).toBeGreaterThan(0);
    expect(nav.metrics[0]!.value).toBeLessThanOrEqual(took);
    for (const beacon of beacons) expect((await beacon.response())?.status()).toBe(204);
  });

  test("the endpoint answers junk with 4xx, never 5xx, and a real beacon with 204 @ui-only", async ({ request }) => {
    const post = (data: string, type = "text/plain;charset=UTF-8") => request.post("/api/vitals", { data, headers: { "content-type": type } });
    expect((await post(JSON.stringify({ path: "/city/auckland", metrics: [{ name: "LCP", value: 1200 }] }))).status()).toBe(204);
    expect((await post(JSON.stringify({ path: "/", metrics: [{ name: "CLS", value: 0.01 }] }), "application/json")).status()).toBe(204);
    const junk: [string, string | undefined, number][] = [
      ["not json", undefined, 400],
      ["{}", undefined, 400],
      [JSON.stringify({ path: "/", metrics: [{ name: "FID", value: 1 }] }), undefined, 400],
      [JSON.stringify({ path: "/", metrics: [{ name: "LCP", value: 1e300 }] }), undefined, 400],
      [JSON.stringify({ path: "/", metrics: [{ name: "LCP", value: 1 }], visitor: "abc" }), undefined, 400],
      [JSON.stringify({ path: "/" + "a".repeat(5000), metrics: [{ name: "LCP", value: 1 }] }), undefined, 413],
      [JSON.stringify({ path: "/", metrics: [{ name: "LCP", value: 1 }] }), "application/x-www-form-urlencoded", 415],
    ];
    for (const [data, type, status] of junk) expect((await post(data, type)).status(), data.slice(0, 60)).toBe(status);
    expect((await request.get("/api/vitals")).status()).toBeLessThan(500);
  });
});
