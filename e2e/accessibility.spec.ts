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

    const limitations = main.getByRole("region", { name: "What does not work yet" });
    await expect(limitations.getByRole("heading", { level: 3 })).toHaveText(statement.limitations.items.map((item) => item.title));
    for (const item of statement.limitations.items) await expect(limitations).toContainText(item.alternative);

    const feedback = main.getByRole("region", { name: "Get help, or tell us what gets in your way" });
    await expect(feedback.getByRole("link", { name: marketData.contact.phoneLabel })).toHaveAttribute("href", FREEPHONE[market].tel);
    await expect(feedback.getByRole("link", { name: marketData.contact.email })).toHaveAttribute("href", `mailto:${marketData.contact.email}`);
    await expect(feedback.getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact");
    await expect(feedback).toContainText("within 24 hours");

    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page, "accessibility statement");
    expect((await request.get("/accessibility")).headers()["permissions-policy"]).toContain("geolocation=()");
  });

  test("at 1440 px is one column: the heading and every section's words share a left edge", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/accessibility");
    const left = async (selector: string) => Math.round((await page.locator(selector).first().boundingBox())!.x);
    const heading = await left("main h1");
    for (const section of await page.locator("main section[aria-labelledby]").all()) {
      const id = await section.getAttribute("aria-labelledby");
      if (id === "feedback") continue; // its panel's padding insets the words; the panel itself shares the edge
      expect([id, Math.round((await section.locator("h2").boundingBox())!.x)]).toEqual([id, heading]);
      expect([id, Math.round((await section.locator("p, ul").first().boundingBox())!.x)]).toEqual([id, heading]);
    }
    expect([`feedback panel`, await left("main section[aria-labelledby=feedback]")]).toEqual(["feedback panel", heading]);
  });

  test("tells a visitor what works and what does not first, the tools in a line, and every sentence has its subject", async ({ page }) => {
    await page.goto("/accessibility");
    const order = await page.locator("main h2").allTextContents();
    expect(order.slice(0, 3)).toEqual(["What works", "What does not work yet", "Get help, or tell us what gets in your way"]);
    await expect(page.getByRole("main")).not.toContainText("They are part of");
    // The test tools are named in one paragraph, not as the statement's headline or a list of their own.
    await expect(page.getByRole("main").locator("p").filter({ hasText: "axe-core" })).toHaveCount(1);
    await expect(page.getByRole("main").locator("h2, h3, dt").filter({ hasText: /axe|Nu HTML/ })).toHaveCount(0);
  });

  test("reads at 375 px without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/accessibility");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, "accessibility statement at 375 px");
  });
});
