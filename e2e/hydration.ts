import type { Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the page's header. The framework's scripts start only after the first paint
 * (lib/performance/after-first-paint.cjs), so a test that clicks a control whose behaviour is added by a script
 * (not a plain link or form) waits for this first, as a person would only notice the difference by being quicker.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector("header a, main a, main button");
    return Boolean(header) && Object.keys(header!).some((key) => key.startsWith("__reactFiber"));
  });
}
