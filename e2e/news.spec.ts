import { longDate, news } from "./content-data";
import { expect, expectAccessible, test, titled } from "./fixtures";
import { redirectOf } from "./requests";

test.describe("news", () => {
  for (const article of news) {
    test(`${article.id}: shows its type, date, title and content`, async ({ page, marketData }) => {
      const response = await page.goto(`/news/${article.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(titled(article.title));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      const time = page.getByRole("main").locator("time");
      await expect(time).toHaveAttribute("datetime", article.date);
      await expect(time).toHaveText(longDate(article.date));
      await expect(page.getByRole("main").getByText(article.type, { exact: true })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${marketData.siteUrl}/news/${article.id}`);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    });
  }

  test("the list shows every article, newest first, each linking to it", async ({ page }) => {
    await page.goto("/news");
    await expect(page).toHaveTitle(titled("News"));
    const newestFirst = [...news].sort((a, b) => b.date.localeCompare(a.date));
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(newestFirst.map((article) => article.title));
    for (const article of newestFirst) {
      await expect(page.getByRole("link", { name: article.title })).toHaveAttribute("href", `/news/${article.id}`);
    }
    await expectAccessible(page);
    await page.getByRole("link", { name: newestFirst[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${newestFirst[0]!.id}$`));
    await expectAccessible(page);
  });

  test("an unknown article redirects home with a 307", async ({ request, market }) => {
    for (const path of ["/news/no-such-article", "/news/tauranga-launch/extra"]) {
      expect(await redirectOf(request, market, path), path).toEqual({ status: 307, location: "/" });
    }
  });
});
