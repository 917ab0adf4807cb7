import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { everyKindOfPage } from "./every-page";
import { expect, test } from "./fixtures";
import { E2E_PORT, MARKET_HOSTS } from "./hosts";
import { getFrom } from "./http";

/**
 * A second engine: Debian's Firefox ESR, driven over WebDriver BiDi by Puppeteer (Playwright's own Firefox is a
 * patched build it downloads; this is the one Debian ships), through every kind of page (e2e/every-page.ts): each loads and
 * comes alive without an uncaught error or a Content-Security-Policy violation, and where it has the site's header
 * the menu opens at phone width. scripts/e2e.mjs finds the browser (FIREFOX_PATH) or, as root, installs it.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
/**
 * One market: what an engine runs is the same script in both (the market changes words and contacts, which the
 * Chromium projects check in each), and a second walk cost 1.8 minutes of the suite's two workers.
 */
const MARKETS: (keyof typeof MARKET_HOSTS)[] = ["nz"];
/** Pages served without the site's header: the in-app pages (and their not-found page) and the referral pages. */
const WITHOUT_HEADER = /^\/(app-info|referral)\//;

async function launch(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      // Every product host resolves to loopback, as Chromium's host rules do (e2e/hosts.ts).
      "network.dns.forceResolve": "127.0.0.1",
      // The servers under test speak plain HTTP: no HTTPS attempt first.
      "dom.security.https_first": false,
      "dom.security.https_first_schemeless": false,
    },
  });
}

/** Whether React owns the page's last link or button: hydrated, as e2e/hydration.ts waits for in Chromium. */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const controls = document.body?.querySelectorAll("a[href], button");
      const last = controls?.[controls.length - 1];
      return !last || Object.keys(last).some((key) => key.startsWith("__reactFiber"));
    },
    { timeout: 10_000 },
  );
}

test.describe("Firefox ESR", () => {
  for (const market of MARKETS) {
    test(`${market}: every kind of page loads, comes alive without an error, and the menu opens at 375 px`, async () => {
      test.setTimeout(180_000);
      const sitemap = await getFrom(market, "/sitemap.xml");
      const paths = everyKindOfPage(sitemap.text());
      expect(paths.length).toBeGreaterThan(60);
      const browser = await launch();
      try {
        const page = await browser.newPage();
        await page.setViewport({ width: 375, height: 740 });
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(`${page.url()}: ${error instanceof Error ? error.message : String(error)}`));
        await page.evaluateOnNewDocument(() => {
          const seen: string[] = [];
          (window as unknown as { __violations: string[] }).__violations = seen;
          document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`), true);
        });
        for (const path of paths) {
          await page.goto(`http://${MARKET_HOSTS[market]}:${E2E_PORT}${path}`, { waitUntil: "load" });
          await hydrated(page);
          // And what the page loads once alive (a join page's plan). Left mid-load, the join page once sent Firefox home
          // (its aborted fetch rejected while the page was alive); JoinPlan.tsx now stays put when the visitor leaves,
          // but the walk, which could not make it happen again on demand, does not depend on that.
          await page.waitForNetworkIdle({ idleTime: 50, timeout: 10_000 });
          // And the brand font, which the first page fetches once it is alive (components/brand/BrandFont.tsx) and which
          // the idle wait can miss: Firefox logs a download cut short by the next navigation as an error (seen once).
          await page.waitForFunction(() => document.documentElement.classList.contains("brand-font"), { timeout: 10_000 });
          // One round trip a page: the checks and the menu's button pressed in the page, read a frame later.
          const seen = await page.evaluate(async () => {
            const toggle = document.querySelector<HTMLButtonElement>("header button[aria-controls]");
            toggle?.click();
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const nav = toggle ? document.getElementById(toggle.getAttribute("aria-controls") ?? "") : null;
            return {
              broken: document.body.innerText.includes("This page couldn't load"),
              header: Boolean(toggle),
              expanded: toggle?.getAttribute("aria-expanded") ?? null,
              menuShown: nav ? getComputedStyle(nav).display !== "none" && nav.getBoundingClientRect().height > 0 : false,
              violations: (window as unknown as { __violations: string[] }).__violations,
            };
          });
          expect(seen.broken, path).toBe(false);
          const header = !WITHOUT_HEADER.test(path);
          expect({ header: seen.header, expanded: seen.expanded, menuShown: seen.menuShown }, path).toEqual(
            header ? { header: true, expanded: "true", menuShown: true } : { header: false, expanded: null, menuShown: false },
          );
          expect(seen.violations, `CSP on ${path}`).toEqual([]);
          expect(errors, path).toEqual([]);
        }
      } finally {
        await browser.close();
      }
    });
  }
  // The join page's load in Firefox, which stops a page's requests as a navigation away begins, while the page still
  // runs (components/forms/JoinPlan.tsx): a mailto: tap during a load that then fails goes home all the same; a link
  // followed during the load takes the visitor where the link goes, not home.
  test("join-plan: a mailto: tap during a load that fails goes home; a link followed during a load arrives", async () => {
    test.setTimeout(60_000);
    const origin = `http://${MARKET_HOSTS.nz}:${E2E_PORT}`;
    const browser = await launch();
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 375, height: 740 });
      const held: { respond: () => void }[] = [];
      await page.setRequestInterception(true);
      page.on("request", (request) => {
        if (request.isInterceptResolutionHandled()) return;
        if (!request.url().includes("/api/facade/get-plan/")) return void request.continue();
        held.push({ respond: () => void request.respond({ status: 502, contentType: "application/json", body: '{"code":"upstream"}' }).catch(() => undefined) });
      });

      await page.goto(`${origin}/join-plan/wcc`, { waitUntil: "load" });
      await hydrated(page);
      for (let tries = 0; held.length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(held, "the plan's load is held").toHaveLength(1);
      await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href^="mailto:"]')!.click());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(new URL(page.url()).pathname, "the mailto: tap leaves the page where it is").toBe("/join-plan/wcc");
      held[0]!.respond();
      await page.waitForFunction(() => location.pathname === "/", { timeout: 10_000 });

      // Left by a link while the plan loads: Firefox refuses the held load as the navigation begins, and the page
      // that was asked for is where the visitor ends up.
      held.length = 0;
      await page.goto(`${origin}/join-plan/wcc`, { waitUntil: "load" });
      await hydrated(page);
      for (let tries = 0; held.length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(held, "the plan's load is held again").toHaveLength(1);
      await Promise.all([
        page.waitForNavigation({ waitUntil: "load" }),
        page.evaluate((href) => Object.assign(document.createElement("a"), { href }).click(), `${origin}/robots.txt`),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(new URL(page.url()).pathname).toBe("/robots.txt");
    } finally {
      await browser.close();
    }
  });
});
