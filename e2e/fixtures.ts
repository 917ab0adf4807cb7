import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import markets from "../content/markets.json";
import site from "../content/site.json";

export type MarketKey = "nz" | "au";

type Fixtures = { market: MarketKey; marketData: (typeof markets.markets)[MarketKey] };

/** Each test runs once per market project; `market` says which. */
export const test = base.extend<Fixtures>({
  market: async ({}, use, testInfo) => {
    await use(testInfo.project.name as MarketKey);
  },
  marketData: async ({ market }, use) => {
    await use(markets.markets[market]);
  },
});

export { expect, site };

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Zero axe violations at WCAG 2.2 AA, with the offending nodes listed when there are some. */
export async function expectAccessible(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Page title the spec prescribes: "{page} | Flamingo". */
export const titled = (page: string) => `${page} | ${site.product}`;
