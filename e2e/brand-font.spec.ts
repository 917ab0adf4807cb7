import type { Page } from "@playwright/test";
import { expect, ONCE, test } from "./fixtures";
import { expectAlive, expectHeld, openHeld } from "./held";
import { BRAND_FONT_CLASS, BRAND_FONT_MARK } from "../lib/brand/font-bootstrap.cjs";

// The brand font on a first visit comes once the page is alive, so it never shares a slow link with the page's
// scripts; from then on it is in the cache and every page paints in it from its first frame
// (lib/brand/font-bootstrap.cjs, docs/performance.md). Without JavaScript the page is set in it as ever.

const FONT = /\/_next\/static\/media\/[^/]+\.woff2$/;

const hasBrandClass = (page: Page) => page.evaluate((name) => document.documentElement.classList.contains(name), BRAND_FONT_CLASS);
/** The family the body's text is set in first. */
const firstFamily = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily.split(",")[0]!.trim());
const brandFaceLoaded = (page: Page) => page.evaluate(() => [...document.fonts].some((face) => face.status === "loaded" && !/Fallback/.test(face.family)));

test.describe("the brand font", ONCE, () => {
  test("a first visit paints in the fallback, and fetches the brand font only once the page is alive", async ({ page }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (FONT.test(request.url())) fontRequests.push(request.url());
    });
    const release = await openHeld(page, "/");
    await expectHeld(page, "h1");
    expect(await hasBrandClass(page)).toBe(false);
    expect(await firstFamily(page)).toMatch(/Jakarta Fallback/);
    // Painted, with the scripts still held: nothing has asked for the font.
    expect(fontRequests).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('link[rel="preload"][as="font"]'))).toBeNull();

    const font = page.waitForResponse((response) => FONT.test(response.url()));
    await release();
    await expectAlive(page, "h1");
    expect((await font).status()).toBe(200);
    await expect.poll(() => hasBrandClass(page)).toBe(true);
    expect(await firstFamily(page)).not.toMatch(/Jakarta Fallback/);
    expect(await brandFaceLoaded(page)).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), BRAND_FONT_MARK)).toBe("1");
    expect(fontRequests).toHaveLength(1);
  });

  test("a later page paints in the brand font from its first frame, from the cache", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => hasBrandClass(page)).toBe(true);

    const release = await openHeld(page, "/contact");
    await expectHeld(page, "h1");
    expect(await hasBrandClass(page)).toBe(true);
    expect(await firstFamily(page)).not.toMatch(/Jakarta Fallback/);
    await expect.poll(() => brandFaceLoaded(page)).toBe(true);
    await release();
    await expectAlive(page, "h1");
    expect(await hasBrandClass(page)).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page is set in the brand font", async ({ page }) => {
      const font = page.waitForResponse((response) => FONT.test(response.url()));
      await page.goto("/about");
      expect((await font).status()).toBe(200);
      expect(await hasBrandClass(page)).toBe(true);
      expect(await firstFamily(page)).not.toMatch(/Jakarta Fallback/);
    });
  });
});
