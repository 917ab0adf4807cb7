import type { Page } from "@playwright/test";
import { expect, ONCE, test } from "./fixtures";
import { openHeld, expectAlive, expectHeld } from "./held";

// The pictures below a phone's first screen on `/` that the browser's lazy-loading margin takes in (cities, steps).
const BELOW_THE_FOLD = /\/assets\/images\/(cities|steps)\//;

const picturesAsked = (page: Page) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (BELOW_THE_FOLD.test(request.url())) asked.push(new URL(request.url()).pathname);
  });
  return asked;
};

/** The picture the <img> shows now: its file, and whether it has drawn. */
const shown = (page: Page, file: string) =>
  page.evaluate(
    (file) =>
      [...document.querySelectorAll<HTMLImageElement>(`main img[src="${file}"]`)].map((image) => ({
        current: image.currentSrc ? new URL(image.currentSrc).pathname : "",
        drawn: image.complete && image.naturalWidth > 0,
      })),
    file,
  );
const AUCKLAND = "/assets/images/cities/auckland.svg";

/**
 * docs/performance.md, "Pictures after the page answers": on a phone, the pictures below the first screen are not
 * fetched while the framework's scripts are, only once the page is hydrated; without scripts they load as before.
 */
test.describe("pictures below the first screen", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("wait for hydration, then load and show", ONCE, async ({ page }) => {
    const asked = picturesAsked(page);
    const standIn = page.waitForRequest("**/assets/blank.svg");
    const release = await openHeld(page, "/");
    await expectHeld(page, "header button");
    // The stand-in is asked for when layout reaches the pictures, the moment lazy loading would have fetched them.
    await standIn;
    await page.waitForTimeout(500);
    expect(asked, "pictures fetched while the page's scripts were held").toEqual([]);
    expect((await shown(page, AUCKLAND))[0]?.current).toBe("/assets/blank.svg");

    await release();
    await expectAlive(page, "footer a[href]:last-of-type");
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(7);
    await page.getByRole("heading", { name: "Find Flamingo in Your City" }).scrollIntoViewIfNeeded();
    await expect.poll(() => shown(page, AUCKLAND)).toEqual([{ current: AUCKLAND, drawn: true }]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("load as lazy pictures", ONCE, async ({ page }) => {
      const asked = picturesAsked(page);
      await page.goto("/");
      await expect.poll(() => asked.length).toBeGreaterThanOrEqual(7);
      await expect.poll(() => shown(page, AUCKLAND)).toEqual([{ current: AUCKLAND, drawn: true }]);
    });
  });
});
