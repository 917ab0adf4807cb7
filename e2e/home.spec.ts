import { expect, expectAccessible, site, test } from "./fixtures";
import { FREEPHONE } from "./content-data";

test.describe("home", () => {
  test("shows the market's wording, contacts and every section", async ({ page, market, marketData }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(site.product);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Ride\s*Your Way/);
    await expect(page.getByText(marketData.subline).first()).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: marketData.contact.phoneLabel })).toHaveAttribute("href", FREEPHONE[market].tel);

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Download on the App Store: the Flamingo app" })).toHaveAttribute("href", marketData.appStoreUrl);
    await expect(main.getByRole("link", { name: "Get it on Google Play: the Flamingo app" })).toHaveAttribute("href", site.playStoreUrl);

    for (const [name, key] of [["Auckland", "auckland"], ["Wellington", "wellington"], ["Dunedin", "dunedin"], ["Tauranga", "tauranga"], ["Palmerston North", "palmerston-north"]]) {
      await expect(main.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", `/city/${key}`);
    }
    await expect(main.getByRole("link", { name: /View All/ })).toHaveAttribute("href", "/cities");
    for (const step of ["Find and Scan", "Start Riding", "Park Considerately"]) {
      await expect(main.getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: "Community & Student Discounts" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Gift Cards & Merch" })).toBeVisible();
    await expect(main.getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", "/workplace-session");
    await expectAccessible(page);
  });
});
