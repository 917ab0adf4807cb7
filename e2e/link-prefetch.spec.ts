import type { Page } from "@playwright/test";
import { expect, ONCE, test } from "./fixtures";
import { openHeld } from "./held";
import { PREFETCH_BUDGET_BYTES, VIEW_DWELL_MS } from "../lib/link-prefetch";

// What a page fetches ahead (components/layout/useLinkPrefetch.ts, lib/link-prefetch.ts, issue 72): nothing before
// it is alive and the browser idle, nothing on Save-Data or a 2G-like connection; otherwise the page a pointer rests
// on, so the tap that follows is answered from the router's cache.

/** The pages asked for as RSC payloads: fetched ahead (a prefetch header) and fetched by a navigation. */
function watchPayloads(page: Page) {
  const ahead: string[] = [];
  const onTap: string[] = [];
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers.rsc !== "1") return;
    const path = new URL(request.url()).pathname;
    (headers["next-router-prefetch"] || headers["next-router-segment-prefetch"] ? ahead : onTap).push(path);
  });
  return { ahead, onTap };
}

/** The browser's `navigator.connection` as a phone on `connection` reports it. */
const onConnection = (page: Page, connection: { saveData: boolean; effectiveType: string }) =>
  page.addInitScript((value) => Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => value }), connection);

const contactLink = (page: Page) => page.locator('main a[href="/contact"]').first();

test.describe("links fetched ahead", () => {
  for (const [name, connection] of [["Save-Data", { saveData: true, effectiveType: "4g" }], ["a 2G connection", { saveData: false, effectiveType: "2g" }]] as const) {
    test(`on ${name} a page fetches nothing ahead, and its links still navigate`, async ({ page }) => {
      await onConnection(page, connection);
      const { ahead, onTap } = watchPayloads(page);
      await page.goto("/about");
      await contactLink(page).scrollIntoViewIfNeeded();
      await contactLink(page).hover();
      // Past idle, the view dwell and the hover delay: a page that fetched ahead would have asked by now.
      await page.waitForTimeout(2500);
      expect(ahead).toEqual([]);
      await contactLink(page).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(onTap).toContain("/contact");
    });
  }

  test("before the page is alive nothing is fetched ahead; once it is, a link a pointer rests on is", async ({ page }) => {
    const { ahead } = watchPayloads(page);
    const release = await openHeld(page, "/about");
    await contactLink(page).scrollIntoViewIfNeeded();
    await contactLink(page).hover();
    await page.waitForTimeout(1500);
    expect(ahead).toEqual([]);
    await release();
    await page.mouse.move(0, 0);
    await contactLink(page).hover();
    await expect.poll(() => ahead).toContain("/contact");
  });

  test("reading a whole page fetches ahead what fits in its budget, no more", ONCE, async ({ page }) => {
    // The page with the most links to other pages of the site: every city, the guides, the header and footer.
    await page.goto("/");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => scrollTo(0, top), y);
      // Longer than a link must stay in view to be fetched ahead.
      await page.waitForTimeout(VIEW_DWELL_MS + 200);
    }
    await page.waitForTimeout(1000);
    const payloads = await page.evaluate(() =>
      performance.getEntriesByType("resource").filter((entry) => entry.name.includes("_rsc=")).map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    const total = payloads.reduce((sum, bytes) => sum + bytes, 0);
    expect(payloads.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(PREFETCH_BUDGET_BYTES);
  });

  test("a tap after intent navigates with the payload fetched ahead, asking the server for nothing more", async ({ page }) => {
    const { ahead, onTap } = watchPayloads(page);
    await page.goto("/about");
    await contactLink(page).scrollIntoViewIfNeeded();
    await contactLink(page).hover();
    await expect.poll(() => ahead).toContain("/contact");
    const requested = ahead.length;
    await contactLink(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(onTap).toEqual([]);
    expect(ahead.slice(requested).filter((path) => path === "/contact")).toEqual([]);
  });
});
