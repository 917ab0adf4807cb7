import { DEFERRED_SCRIPT_TYPE } from "../lib/performance/after-first-paint.cjs";
import { expect, test } from "./fixtures";
import { expectMenuAnswers } from "./hydration";

// The framework's scripts wait for the page's first paint, and for its hero to be on screen
// (lib/performance/after-first-paint.cjs): the served HTML names them inertly, and the browser fetches them after.

test.describe("framework scripts after the first paint", () => {
  test.beforeEach(({ market }) => {
    test.skip(market === "au" || test.info().project.name !== "nz", "host independent: run once");
  });

  test("the served page holds no live framework script and no hint to fetch one", async ({ request }) => {
    const html = await (await request.get("/", { headers: { "accept-encoding": "identity" } })).text();
    expect(html).not.toMatch(/<script\b[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*\basync\b/);
    expect(html).not.toMatch(/<link\b[^>]*as="script"[^>]*href="\/_next\/static\//);
    expect(html).toContain(`<script type="${DEFERRED_SCRIPT_TYPE}" data-src="/_next/static/chunks/`);
  });

  // Home's hero is on screen at 375 px; the city page's is below its blurb, never reported, so its scripts start at load.
  for (const { path, heroOnScreen } of [{ path: "/", heroOnScreen: true }, { path: "/city/wellington", heroOnScreen: false }]) {
    test(`${path}: they are fetched after the first contentful paint and the hero's, and the page then hydrates`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      // The fixture's goto has waited for hydration (e2e/hydration.ts).
      await expectMenuAnswers(page);
      const timing = await page.evaluate(async () => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
        // Element Timing entries reach observers only (buffered), not performance.getEntries().
        const hero = await new Promise<number | null>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = (list.getEntries() as (PerformanceEntry & { identifier?: string; renderTime?: number })[]).find((each) => each.identifier === "hero");
            if (entry) resolve(entry.renderTime ?? null);
          }).observe({ type: "element", buffered: true });
          setTimeout(() => resolve(null), 1000);
        });
        const chunks = performance.getEntriesByType("resource").filter((entry) => /\/_next\/static\/chunks\/.*\.js/.test(entry.name));
        return { paint, hero, firstChunk: Math.min(...chunks.map((entry) => entry.startTime)), inert: document.querySelectorAll("script[type][data-src]").length };
      });
      expect(timing.inert, "every inert tag became a script").toBe(0);
      expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.paint);
      if (heroOnScreen) {
        expect(timing.hero, "the hero was reported on screen").not.toBeNull();
        expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.hero!);
      }
    });
  }
});
