import { expect, expectAccessible, site, test, titled, type MarketKey } from "./fixtures";
import { E2E_PORT, MARKET_HOSTS } from "./hosts";

const SHOP = site.helmetShopUrl;

/**
 * Requests made from Node (the request fixture, route.fetch) do not get Chromium's host mapping, so they go to
 * the server's loopback address with the market's Host header.
 */
const direct = (market: MarketKey, path: string) => ({
  url: `http://127.0.0.1:${E2E_PORT}${path}`,
  headers: { host: `${MARKET_HOSTS[market]}:${E2E_PORT}` },
});

test.describe("helmets and students", () => {
  test("/students redirects to /discounts", async ({ request, market }) => {
    const { url, headers } = direct(market, "/students");
    const response = await request.get(url, { headers, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe("/discounts");
  });

  test("/helmets is a noindex page whose head refreshes to the helmet shop", async ({ request, market }) => {
    const { url, headers } = direct(market, "/helmets");
    const html = await (await request.get(url, { headers })).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<title>${titled("Helmets")}</title>`);
    expect(head).toContain(`<meta http-equiv="refresh" content="0;url=${SHOP}"/>`);
    expect(head).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`/helmets sends the browser to the shop ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled });
      const page = await context.newPage();
      await page.route(`${SHOP}**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Helmet shop</title>" }));
      await page.goto("/helmets");
      await page.waitForURL(SHOP);
      await expect(page).toHaveTitle("Helmet shop");
      await context.close();
    });
  }

  test("/helmets shows a spinner and a link to the shop while it waits", async ({ page }) => {
    // A 204 answer to the refresh leaves the browser on the page, to look at what a visitor sees before it fires.
    let refreshed = false;
    await page.route(`${SHOP}**`, (route) => {
      refreshed = true;
      return route.fulfill({ status: 204 });
    });
    await page.goto("/helmets");
    await expect.poll(() => refreshed).toBe(true);
    await expect(page).toHaveTitle(titled("Helmets"));
    const main = page.getByRole("main");
    await expect(main.locator(".spinner")).toBeVisible();
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("link", { name: "Go to the helmet shop" })).toHaveAttribute("href", SHOP);
    await expectAccessible(page);
  });
});
