import type { Page } from "@playwright/test";
import { expect, expectAccessible, site, test } from "./fixtures";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36";
const IPADOS = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";

/**
 * The stores are outside this machine's reach: answer them locally and note where and when the browser got there.
 * Any App Store storefront is answered, so a link to the other market's storefront shows up as a wrong URL.
 */
async function watchStores(page: Page) {
  const arrivals: { url: string; at: number }[] = [];
  for (const url of ["https://apps.apple.com/**", site.playStoreUrl]) {
    await page.route(url, (route) => {
      arrivals.push({ url: route.request().url(), at: Date.now() });
      return route.fulfill({ contentType: "text/html", body: "<title>store</title>" });
    });
  }
  return arrivals;
}

test.describe("download", () => {
  test.use({ hasTouch: true });

  test.describe("on Android", () => {
    test.use({ userAgent: ANDROID });
    test("/download opens the Play Store listing", async ({ page }) => {
      const arrivals = await watchStores(page);
      await page.goto("/download");
      await expect.poll(() => arrivals.map((a) => a.url)).toEqual([site.playStoreUrl]);
    });
  });

  test.describe("on iPhone", () => {
    test.use({ userAgent: IPHONE });
    test("the top bar tries the app, then the App Store in the market's storefront, 250 ms apart", async ({ page, marketData }) => {
      const arrivals = await watchStores(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/ride");
      const clicked = Date.now();
      await page.getByRole("banner").getByRole("link", { name: "Download" }).click();
      await expect.poll(() => arrivals.length, { timeout: 5000 }).toBe(1);
      expect(arrivals[0]!.url).toBe(marketData.appStoreUrl);
      expect(arrivals[0]!.at - clicked).toBeGreaterThanOrEqual(500);
      expect(arrivals[0]!.at - clicked).toBeLessThan(3000);
    });

    test("/download waits 3 s between attempts", async ({ page, marketData }) => {
      const arrivals = await watchStores(page);
      const opened = Date.now();
      // Not a wait for the page to be alive: once alive it tries the app's own scheme at once, and while Chromium
      // holds that navigation the page cannot be read, so the heading is read from what was served.
      const response = await page.goto("/download", { waitUntil: "commit" });
      expect(await response?.text()).toContain("Opening your app store…");
      await expect.poll(() => arrivals.length, { timeout: 12_000 }).toBe(1);
      expect(arrivals[0]!.url).toBe(marketData.appStoreUrl);
      expect(arrivals[0]!.at - opened).toBeGreaterThanOrEqual(6000);
    });

    test("/download is accessible while it waits", async ({ page, marketData }) => {
      // The App Store never answers here, so the page stays put however long axe takes on a busy machine.
      await page.route(marketData.appStoreUrl, () => undefined);
      // Not "load": once alive the page tries the app's scheme, which can hold the load event for good now that it
      // comes alive sooner; DOMContentLoaded comes before any script, and the fixture then waits for hydration.
      await page.goto("/download", { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("heading", { name: "Opening your app store…" })).toBeVisible();
      // The page's next attempt, 3 s on, starts a navigation that never ends, and axe, slower than that on a busy
      // machine, would wait on it for good: the pending attempts are called off, so axe reads the waiting page.
      await page.evaluate(() => {
        const last = window.setTimeout(() => undefined, 0);
        for (let id = 0; id <= last; id += 1) window.clearTimeout(id);
      });
      await expectAccessible(page);
    });
  });

  test.describe("on iPadOS reporting itself as a Mac", () => {
    test.use({ userAgent: IPADOS });
    test("is treated as an iPad", async ({ page, marketData }) => {
      const arrivals = await watchStores(page);
      await page.goto("/ride");
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole("banner").getByRole("link", { name: "Download" }).click();
      await expect.poll(() => arrivals.map((a) => a.url), { timeout: 5000 }).toEqual([marketData.appStoreUrl]);
    });
  });

  test.describe("on a desktop", () => {
    test.use({ hasTouch: false });
    test("the top bar and /download go to /ride", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("banner").getByRole("link", { name: "Download" }).click();
      await expect(page).toHaveURL(/\/ride$/);
      await page.goto("/download");
      await expect(page).toHaveURL(/\/ride$/);
    });
  });
});
