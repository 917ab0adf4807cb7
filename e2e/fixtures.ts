import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_PORT, MARKET_HOSTS } from "./hosts";
import { hydrated } from "./hydration";
import markets from "../content/markets.json";
import site from "../content/site.json";

export type MarketKey = "nz" | "au";

/** nz-upstream: the site against the facade server over HTTP (playwright.config.ts). */
const isUpstreamProject = (project: { name: string }) => project.name.endsWith("-upstream");

type Fixtures = {
  /** What the page's policy blocked so far; a test that provokes a violation on purpose takes it out of here. */
  cspViolations: string[];
  market: MarketKey;
  port: number;
  marketData: (typeof markets.markets)[MarketKey];
  /** The site URL the verification links mailed for this project's visitors are built on. */
  mailSiteUrl: string;
  request: APIRequestContext;
};

/**
 * Each test runs once per market project (`nz`, `au`, and in upstream mode `nz-upstream`);
 * `market` says which market, `port` which server.
 */
export const test = base.extend<Fixtures>({
  // Every page any spec opens fails its test on a Content-Security-Policy violation, so the policy and the pages
  // cannot drift apart unnoticed.
  cspViolations: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, cspViolations: violations, javaScriptEnabled }, use) => {
    await page.exposeBinding("__cspViolation", (_source, line: string) => violations.push(line));
    if (javaScriptEnabled !== false) {
      // A spec's next step after goto is taken on a hydrated page (e2e/early-input.spec.ts acts before hydration).
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // waitUntil "commit": the spec means to act before the page comes alive (e2e/early-input.spec.ts).
        if (options?.waitUntil !== "commit") await hydrated(page).catch(() => undefined);
        return response;
      };
    }
    await page.addInitScript(() => {
      document.addEventListener(
        "securitypolicyviolation",
        (event) => (window as unknown as { __cspViolation: (line: string) => void }).__cspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`),
        true,
      );
    });
    await use(page);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
  market: async ({}, use, testInfo) => {
    await use(testInfo.project.name.split("-")[0] as MarketKey);
  },
  port: async ({}, use, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    await use(baseURL ? Number(new URL(baseURL).port) : E2E_PORT);
  },
  marketData: async ({ market }, use) => {
    await use(markets.markets[market]);
  },
  // Upstream mode: the facade server builds the links, and it is not told the market (join-plan sends only email
  // and phone), so they are on its FACADE_SITE_URL, left at its default, NZ's site.
  mailSiteUrl: async ({ marketData }, use, testInfo) => {
    await use(isUpstreamProject(testInfo.project) ? markets.markets.nz.siteUrl : marketData.siteUrl);
  },
  // Node's resolver does not know the product hosts: talk to loopback and name the market's host in the header.
  request: async ({ market, port }, use) => {
    const context = await playwrightRequest.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      extraHTTPHeaders: { host: `${MARKET_HOSTS[market]}:${port}` },
    });
    await use(context);
    await context.dispose();
  },
});

export { expect, site };

/**
 * A test where the browser stands in for the facade (a mocked or unanswered endpoint) or the facade plays no part
 * (video modal, options, dates): the upstream-mode projects skip it, since over HTTP it would prove nothing new.
 */
export const UI_ONLY = { tag: "@ui-only" };

/**
 * A test whose page state, wording and requests are the same in both markets (a form's loading and error states,
 * the video modal, redirects): the `au` project skips it (playwright.config.ts), as the guide asks of a
 * market-agnostic test. Whatever a market changes (contacts, wording, links, mail) is tested in both.
 */
export const ONCE = { tag: "@market-agnostic" };
export const UI_ONCE = { tag: ["@ui-only", "@market-agnostic"] };

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Zero axe violations at WCAG 2.2 AA, with the offending nodes listed when there are some.
 *
 * Skipped in the nz-upstream project: they render the same components from the same data as the
 * embedded ones, which scan every state, and a scan costs one to two seconds of a busy core. States only upstream
 * mode reaches (the API-down build, the faults) are scanned in their own projects.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  if (isUpstreamProject(test.info().project)) return;
  // Only violations are read: axe then works out selectors and details for every violating node, as before, and for
  // one node of each other result type instead of all of them. options() replaces the options, so it comes first.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Page title the spec prescribes: "{page} | Flamingo". */
export const titled = (page: string) => `${page} | ${site.product}`;
