import { expect, type Page } from "@playwright/test";
import { STARTER_MARK } from "../lib/performance/after-first-paint.cjs";

/**
 * Resolves once React has hydrated the page, or at once for a page that has nothing to hydrate (no starting script).
 * The framework's scripts start only after the first paint (lib/performance/after-first-paint.cjs): a control whose
 * behaviour a script adds (the menu, a video poster, the app-store link) does nothing until then. Every `page.goto`
 * in the specs waits for this (e2e/fixtures.ts), as a person waits for a page to settle before using it.
 */
export async function hydrated(page: Page, timeout = 10_000) {
  await page.waitForFunction(
    (mark) => {
      const starts = [...document.scripts].some((script) => !script.src && script.textContent?.includes(mark));
      if (!starts) return true;
      const first = document.querySelector("header a, main a, main button, main h1");
      return Boolean(first) && Object.keys(first!).some((key) => key.startsWith("__reactFiber"));
    },
    STARTER_MARK,
    { timeout },
  );
}

/** What a person sees of hydration: the menu, a script's behaviour, answers the first tap. */
export async function expectMenuAnswers(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
}
