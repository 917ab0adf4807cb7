import { expect, type Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the whole page: the page's last link or button belongs to React (the bench's
 * "interactive", scripts/bench/observe.mjs). A page with neither resolves at once. Every `page.goto` in the specs waits for
 * this (e2e/fixtures.ts), as a person waits for a page to settle before using it; e2e/early-input.spec.ts is where
 * the page is used before.
 */
export async function hydrated(page: Page, timeout = 10_000) {
  await page.waitForFunction(
    () => {
      const controls = document.body?.querySelectorAll("a[href], button");
      const last = controls?.[controls.length - 1];
      return !last || Object.keys(last).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { timeout },
  );
}

/** What a person sees of hydration: the menu, a script's behaviour, answers the first tap. */
export async function expectMenuAnswers(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
}
