import fs from "node:fs";
import path from "node:path";
import { offerPhase } from "../lib/offer-status";
import { city, instructions, vehicle } from "./content";
import { longDate, prizeDraw, promos } from "./content-data";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_UPSTREAM_DIST } from "./hosts";

/**
 * Link previews, many crawlers and readers with scripts off get the served HTML and nothing else: the city's
 * service area and the safety items must be in it, in place, not in a hidden fragment a script swaps in.
 */
test.describe("content in place without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/city/wellington: the service area (drawing, heading, text) and the safety items", async ({ page, market }, testInfo) => {
    const wellington = city("wellington");
    await page.goto("/city/wellington");
    const area = page.locator("#service-area");
    await expect(area.getByRole("heading", { name: `${wellington.name} Service Area` })).toBeVisible();
    await expect(area.getByText(/within the pink boundary/)).toBeVisible();
    await expect(area.locator('svg path[stroke="#FF206E"]')).toBeVisible();
    const safety = page.locator("#safety");
    await expect(safety.getByRole("heading", { level: 3 })).toHaveText(instructions(wellington.instructionGroupId).items.map((item) => item.title));
    await expect(page.getByRole("status")).toHaveCount(0);
    if (market === "nz") await page.screenshot({ path: screenshot(testInfo.project.name, "city-wellington"), fullPage: true });
  });

  test("/how-to/scooter and /safety/wellington: the safety items", async ({ page, market }, testInfo) => {
    const scooter = vehicle("scooter");
    await page.goto("/how-to/scooter");
    await expect(page.locator("#safety").getByRole("heading", { level: 3 })).toHaveText(instructions(scooter.instructionGroupId).items.map((item) => item.title));
    if (market === "nz") await page.screenshot({ path: screenshot(testInfo.project.name, "how-to-scooter"), fullPage: true });

    const wellington = city("wellington");
    await page.goto("/safety/wellington");
    await expect(page.locator("#city-safety").getByRole("heading", { level: 3 })).toHaveText(instructions(wellington.instructionGroupId).items.map((item) => item.title));
  });

  test("every ended offer and /10k: the served HTML says it has ended, with the day, above the offer as it ran", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "nz", "the offers' pages are the same in both markets");
    const ended = promos.filter((promo) => promo.endsAt && offerPhase(new Date(), promo.endsAt) === "ended");
    expect(ended.length).toBeGreaterThanOrEqual(11);
    const main = page.getByRole("main");
    for (const promo of ended) {
      await page.goto(`/promo/${promo.id}`);
      await expect(main.getByText(`This offer ended on ${longDate(promo.endsAt!)}.`), promo.id).toBeVisible();
      // The offer told in the past tense, under a heading that puts it there.
      await expect(main.getByText("The offer as it ran"), promo.id).toBeVisible();
      await expect(main.getByText(promo.ended!.text), promo.id).toBeVisible();
      await expect(main.getByText(/^On now/), promo.id).toHaveCount(0);
    }
    await page.goto("/10k");
    await expect(main.getByText(`This promotion ended on ${longDate(prizeDraw.endsAt)}.`)).toBeVisible();
    await expect(main.getByText(prizeDraw.subheading)).toHaveCount(0);
    // A results section only once winners are published (content/pages/10k.json), as e2e/prize-draw.spec.ts checks.
    await expect(main.getByRole("region", { name: "Winners" })).toHaveCount(prizeDraw.results.winners.length === 0 ? 0 : 1);
    await expect(main.getByRole("link", { name: /on the App Store|on Google Play/ })).toHaveCount(0);
    await page.screenshot({ path: screenshot(testInfo.project.name, "10k"), fullPage: true });
  });

  test("no prerendered page carries a hidden streamed fragment", async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "nz", "one scan of the build output is enough");
    const offenders = [".next", E2E_UPSTREAM_DIST].flatMap((dist) => htmlFiles(path.join(dist, "server")))
      .filter((file) => fs.readFileSync(file, "utf8").includes('<div hidden id="S:'));
    expect(offenders).toEqual([]);
  });
});

/**
 * The not-found pages, the site's (in the market's chrome) and the in-app one (bare), with scripts off: their
 * served HTML holds the heading, the text and the way back, under a 404. Market-agnostic, so NZ only.
 */
test.describe("not found without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "nz", "the same pages in every market"));

  const expectNotFound = async (page: Page) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Wrong turn. This page isn't on the map.");
    await expect(main.getByText("The link may be old, or the page may have moved.")).toBeVisible();
    await expect(main.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Find a city" })).toHaveAttribute("href", "/cities");
  };

  test("a site path: 404, the page in the site's header and footer", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expectNotFound(page);
    await expect(page.getByRole("banner").getByRole("link", { name: /home/i }).first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("an in-app path: 404, the page without header or footer", async ({ page }) => {
    const response = await page.goto("/app-info/a/b");
    expect(response?.status()).toBe(404);
    await expectNotFound(page);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
});

/**
 * Every image a prerendered page preloads is one its HTML shows. React turns eager <img>s into preload hints, and
 * the not-found view's image, riding in every layout's payload, was preloaded at high priority by every page.
 */
test("no prerendered page preloads an image it does not show", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "nz", "one scan of the build output is enough");
  const offenders = [".next", E2E_UPSTREAM_DIST].flatMap((dist) => htmlFiles(path.join(dist, "server"))).flatMap((file) => {
    // The markup only: the page's payload, in inline scripts, names images of its not-found view too.
    const html = fs.readFileSync(file, "utf8").replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    const shown = new Set([...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((match) => match[1]));
    return [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)]
      .filter(([link]) => /\sas="image"/.test(link))
      .map(([link]) => link.match(/\shref="([^"]+)"/)?.[1] ?? link)
      .filter((href) => !shown.has(href))
      .map((href) => `${file}: ${href}`);
  });
  expect(offenders).toEqual([]);
});

const screenshot = (project: string, name: string) => path.join("e2e", ".screenshots", `no-js-${project}-${name}.png`);

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
