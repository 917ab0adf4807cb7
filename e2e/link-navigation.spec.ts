import type { Page } from "@playwright/test";
import { expect, ONCE, test } from "./fixtures";
import { openHeld } from "./held";

// The site links by plain <a>; once the page is alive, an ordinary click on a link to another of its pages is a
// client-side navigation (components/layout/LinkNavigation.tsx, lib/link-navigation.ts). What is fetched ahead, and
// when, is e2e/link-prefetch.spec.ts's.

/** Marks the document shown, so a test can tell a client-side navigation (the mark stays) from a page load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe("links", ONCE, () => {
  test("a link to another page of the site is followed in the page", async ({ page }) => {
    await page.goto("/");
    await mark(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test("before the page is alive a link loads its page as any link does", async ({ page }) => {
    const release = await openHeld(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await mark(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(await sameDocument(page)).toBe(false);
    await release();
  });

  test("a click with a modifier key is the browser's: the link opens in a new page, this one stays", async ({ page, context }) => {
    await page.goto("/");
    await mark(page);
    const opened = context.waitForEvent("page");
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    // A new tab starts at about:blank, then loads the link.
    await tab.waitForURL(/\/pricing$/);
    await expect(page).toHaveURL(/\/$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test("the skip link jumps within the page", async ({ page }) => {
    await page.goto("/contact");
    await mark(page);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact#main$/);
    expect(await sameDocument(page)).toBe(true);
  });
});
