import packageJson from "../package.json";
import { expect, expectAccessible, test, titled } from "./fixtures";
import { FREEPHONE, longDate } from "./content-data";
import { content } from "./content";

type Statement = {
  reviewed: string;
  status: { verdict: string };
  limitations: { items: { title: string; alternative: string }[] };
};
const statement = content<Statement>("pages/accessibility.json");
const NAMES: Record<string, string> = { chrome: "Chrome", edge: "Edge", firefox: "Firefox", safari: "Safari" };

test.describe("/accessibility", () => {
  test("names WCAG 2.2 AA, how it is measured, the browser range, each limitation, the market's phone and the review date", async ({ page, market, marketData, request }) => {
    await page.goto("/accessibility");
    await expect(page).toHaveTitle(titled("Accessibility"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");
    const main = page.getByRole("main");
    await expect(main).toContainText("WCAG 2.2");
    await expect(main).toContainText("level AA");
    await expect(main.getByText(statement.status.verdict, { exact: true })).toBeVisible();
    await expect(main).toContainText(`For ${new URL(marketData.siteUrl).host}`);
    await expect(main.locator("time")).toHaveText(longDate(statement.reviewed));
    await expect(main.locator("time")).toHaveAttribute("datetime", statement.reviewed);

    const browsers = main.getByRole("region", { name: "Browsers it works in" }).getByRole("listitem");
    await expect(browsers).toHaveText(packageJson.browserslist.map((query) => `${NAMES[query.split(" ")[0]!]} ${query.split(" ")[1]}`));
    await expect(main).toContainText("Firefox ESR");

    const limitations = main.getByRole("region", { name: "Known limitations" });
    await expect(limitations.getByRole("heading", { level: 3 })).toHaveText(statement.limitations.items.map((item) => item.title));
    for (const item of statement.limitations.items) await expect(limitations).toContainText(item.alternative);

    const feedback = main.getByRole("region", { name: "Tell us what gets in your way" });
    await expect(feedback.getByRole("link", { name: marketData.contact.phoneLabel })).toHaveAttribute("href", FREEPHONE[market].tel);
    await expect(feedback.getByRole("link", { name: marketData.contact.email })).toHaveAttribute("href", `mailto:${marketData.contact.email}`);
    await expect(feedback.getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact");
    await expect(feedback).toContainText("within 24 hours");

    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page, "accessibility statement");
    expect((await request.get("/accessibility")).headers()["permissions-policy"]).toContain("geolocation=()");
  });

  test("reads at 375 px without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/accessibility");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, "accessibility statement at 375 px");
  });
});
