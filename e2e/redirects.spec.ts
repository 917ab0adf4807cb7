import { expect, expectAccessible, site, test, titled } from "./fixtures";

const SHOP = site.helmetShopUrl;

test.describe("helmets and students", () => {
  test("/students redirects to /discounts", async ({ request }) => {
    const response = await request.get("/students", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe("/discounts");
  });

  test("/helmets is a noindex page whose head refreshes to the helmet shop", async ({ request }) => {
    const html = await (await request.get("/helmets")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<title>${titled("Helmets")}</title>`);
    expect(head).toContain(`<meta http-equiv="refresh" content="0; url=${SHOP}"/>`);
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
