import { promos } from "./content-data";
import { expect, expectAccessible, test, titled } from "./fixtures";
import { getAs, redirectOf } from "./requests";

const canonicalOf = (page: import("@playwright/test").Page) => page.locator('link[rel="canonical"]').getAttribute("href");

test.describe("promo and event pages", () => {
  for (const promo of promos) {
    test(`${promo.id}: /promo and /event show its own page, canonical at /promo`, async ({ page, marketData }) => {
      for (const section of ["promo", "event"]) {
        const response = await page.goto(`/${section}/${promo.id}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(titled(promo.title));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(promo.title);
        await expect(page.getByText(promo.subheading, { exact: true })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Terms & conditions" })).toBeVisible();
        expect(await canonicalOf(page)).toBe(`${marketData.siteUrl}/promo/${promo.id}`);
        if (promo.button) await expect(page.getByRole("link", { name: promo.button.label })).toHaveAttribute("href", promo.button.url);
        await expect(page.getByRole("link", { name: /on the App Store/ })).toHaveCount(promo.download ? 2 : 1);
      }
    });
  }

  test("unknown and missing ids redirect home with a 307", async ({ request, market }) => {
    for (const path of ["/promo/no-such-offer", "/event/no-such-offer", "/promo", "/event", "/promo/abc/extra"]) {
      expect(await redirectOf(request, market, path), path).toEqual({ status: 307, location: "/" });
    }
  });

  test("an offer past its end date says so at the time of viewing", async ({ page }) => {
    // 30auckland ends on 28 February 2025, New Zealand time: 1 March is a day too late.
    await page.clock.install({ time: new Date("2025-03-01T09:00:00+13:00") });
    await page.goto("/promo/30auckland");
    await expect(page.getByText("This offer has ended")).toBeVisible();
    await expect(page.getByText("It closed on 28 February 2025.")).toBeVisible();
    await expectAccessible(page);
  });

  test("an offer before its end date is on, even late on its last day", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-02-28T23:30:00+13:00") });
    await page.goto("/promo/30auckland");
    await expect(page.getByText("On now · ends 28 February 2025")).toBeVisible();
    await expect(page.getByText("This offer has ended")).toHaveCount(0);
  });

  test("the static HTML names the closing day without guessing whether it has passed", async ({ request, market }) => {
    const html = await (await getAs(request, market, "/promo/30auckland")).text();
    expect(html).toContain("Ends 28 February 2025");
    expect(html).not.toContain("This offer has ended");
  });

  test("an offer without an end date shows no status, and the page is accessible", async ({ page }) => {
    await page.goto("/promo/auckland-go-pass");
    await expect(page.locator("[data-phase]")).toHaveCount(0);
    await expectAccessible(page);
    await page.goto("/event/abc");
    await expectAccessible(page);
  });

  test("the offer's button navigates within the site", async ({ page }) => {
    await page.goto("/promo/auckland-students");
    await page.getByRole("main").getByRole("link", { name: "Student & community discounts" }).click();
    await expect(page).toHaveURL(/\/discounts$/);
  });
});
