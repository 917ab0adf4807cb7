import type { Locator } from "@playwright/test";
import wellington from "../content/cities/wellington.json";
import { expect, test } from "./fixtures";

// Issue 71: the service-area map reads as the city: names a local knows, water that looks like water and is named in
// the legend, and counts a phone can read.

/** What an SVG text measures on screen: its computed size in drawing units times the drawing's scale. */
const screenSize = (text: Locator) =>
  text.evaluate((element) => {
    const svg = element.closest("svg[viewBox]") as SVGSVGElement;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return parseFloat(getComputedStyle(element).fontSize) * scale;
  });

for (const width of [375, 1440]) {
  test.describe(`/city/wellington's map at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("names at least three places, tints its water and names it in the legend, and its counts read at 11 px or more", async ({ page }) => {
      await page.goto("/city/wellington");
      const section = page.locator("#service-area");
      const drawing = section.locator('svg[role="img"]');
      await drawing.scrollIntoViewIfNeeded();

      const names = drawing.locator("text:not([data-halo])").filter({ hasText: new RegExp(`^(${wellington.places.map((place) => place.name).join("|")})$`) });
      expect(await names.count()).toBeGreaterThanOrEqual(3);
      for (const name of await names.all()) {
        await expect(name).toBeVisible();
        expect(await screenSize(name)).toBeGreaterThanOrEqual(11);
        // Inside the drawing.
        const [box, frame] = [await name.boundingBox(), await drawing.boundingBox()];
        expect(box!.x).toBeGreaterThanOrEqual(frame!.x - 0.5);
        expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 0.5);
      }

      const water = drawing.locator("[data-water]");
      await expect(water).toHaveCount(1);
      const [red, green, blue] = (await water.evaluate((element) => getComputedStyle(element).fill)).match(/\d+/g)!.map(Number);
      // A colour that reads as water: blue ahead of red, not the page's blush.
      expect(blue!).toBeGreaterThan(red! + 20);
      expect(green!).toBeGreaterThan(red!);
      await expect(section.getByText("Water", { exact: true })).toBeVisible();

      const counts = drawing.locator("[data-vehicle-groups] text");
      expect(await counts.count()).toBeGreaterThan(0);
      for (const count of await counts.all()) expect(await screenSize(count)).toBeGreaterThanOrEqual(11);
    });
  });
}
