import type { Page, Route } from "@playwright/test";
import { expect } from "./fixtures";

// A page painted from its HTML with none of React running yet: every framework chunk is held back until the test
// lets it through, so a spec can act (or look) between the first paint and hydration.

/** Holds every framework chunk until the returned function is called; from then on they load as usual. */
export async function holdChunks(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/_next/static/chunks/**", (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Opens `path` with the chunks held; resolves once the control a test needs is painted, before any script ran. */
export async function openHeld(page: Page, path: string) {
  const release = await holdChunks(page);
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

/** True once React owns `selector`'s element. */
export const alive = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

export async function expectHeld(page: Page, selector: string) {
  await expect(page.locator(selector).first()).toBeVisible();
  expect(await alive(page, selector), "the page is not yet hydrated").toBe(false);
}

export async function expectAlive(page: Page, selector: string) {
  await expect.poll(() => alive(page, selector)).toBe(true);
}
