import about from "../content/pages/about.json";
import { expect, expectAccessible, site, test, titled } from "./fixtures";

test.describe("about", () => {
  test("tells the story, the certification and the values, with social links and Contact Us", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(titled("About"));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", about.summary);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Proudly Kiwi owned & operated electric scooter and bike share");
    await expect(main.getByRole("heading", { name: about.storyHeading })).toBeVisible();
    await expect(main).toContainText("founded in 2018");
    await expect(main).toContainText("safe, sustainable alternative");

    await expect(main.getByRole("heading", { name: "Certified Zero Carbon" })).toBeVisible();
    await expect(main.locator('img[src="/assets/images/zero-carbon.svg"]')).toBeVisible();
    for (const value of ["Safety First", "Community Focus", "Sustainable at Heart"]) {
      await expect(main.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }

    const networks: [string, string][] = [
      ["Facebook", site.social.facebook], ["Instagram", site.social.instagram], ["X (formerly Twitter)", site.social.x],
      ["TikTok", site.social.tiktok], ["LinkedIn", site.social.linkedin],
    ];
    const social = main.getByRole("link", { name: /^Flamingo on / });
    await expect(social).toHaveCount(networks.length);
    for (const [index, [network, url]] of networks.entries()) {
      const link = social.nth(index);
      await expect(link).toHaveAccessibleName(`${site.product} on ${network} (opens in a new tab)`);
      await expect(link).toHaveAttribute("href", url);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expectAccessible(page);
  });
});
