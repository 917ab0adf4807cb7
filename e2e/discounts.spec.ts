import type { Page } from "@playwright/test";
import content from "../content/pages/discounts.json";
import { expect, expectAccessible, test, titled } from "./fixtures";

const CITIES = ["Auckland", "Dunedin", "Palmerston North", "Porirua", "Tauranga", "Waimakariri", "Wellington"];
const cardIndex = (id: string) => content.cardTypes.findIndex((type) => type.id === id) + 1;
const cityIndex = (name: string) => CITIES.indexOf(name) + 1;

/** Moves a focused native select to option `index` (0 is the placeholder) with the arrow keys alone. */
async function choose(page: Page, label: string, index: number) {
  const select = page.getByLabel(label);
  await expect(select).toBeFocused();
  await page.keyboard.press("Home");
  for (let step = 0; step < index; step += 1) await page.keyboard.press("ArrowDown");
}

const figures = (page: Page) => page.getByRole("status", { name: "Your discount" }).locator("dd");

test.describe("discounts", () => {
  test("the calculator answers by keyboard once both choices are made", async ({ page, marketData }) => {
    await page.goto("/discounts");
    await expect(page).toHaveTitle(titled("Community & Student Discounts"));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", content.summary);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Community & Student Discounts");
    await expect(page.getByLabel("Card type").locator("option")).toHaveText(["Choose a card type", ...content.cardTypes.map((type) => type.label)]);
    await expect(page.getByLabel("City").locator("option")).toHaveText(["Choose a city", ...CITIES]);

    const result = page.getByRole("status", { name: "Your discount" });
    await expect(result).toHaveAttribute("aria-live", "polite");
    await expect(result).toHaveText(content.prompts.both);

    // Tab from the page into the card type picker, then use only the keyboard.
    await page.getByRole("heading", { name: content.calculatorHeading }).click();
    await page.keyboard.press("Tab");
    await choose(page, "Card type", cardIndex("supergold"));
    await expect(page.getByLabel("Card type")).toHaveValue("supergold");
    await expect(figures(page)).toHaveCount(0);
    // Only the city is missing now, and the prompt says so.
    await expect(result).toContainText(content.prompts.city);
    await expect(result).toContainText("tap 'Change Plan'");

    await page.keyboard.press("Tab");
    await choose(page, "City", cityIndex("Wellington"));
    await expect(result.getByText("Your rate in Wellington")).toContainText("SuperGold");
    await expect(figures(page)).toHaveText(["50c", "32c", "up to 50%"]);
    await expect(result).not.toContainText(content.prompts.city);
    await expect(result).toContainText("A 15-minute ride costs $5.30 on this plan, $10.75 at the standard fare: $5.45 (50.7%) less.");
    // The plan's "up to 50%" is called the plan's, never the visitor's, and the line under the sum says why they differ.
    await expect(result.locator("dt")).toHaveText(["Unlock", "Per minute", "Plan saves"]);
    await expect(result).not.toContainText(/you save/i);
    await expect(result).toContainText("The plan lists its saving as up to 50%; what a ride saves depends on its length.");
    await expectAccessible(page, "discounts with a quote");

    await page.keyboard.press("Shift+Tab");
    await choose(page, "Card type", cardIndex("student"));
    await expect(figures(page)).toHaveText(["50c", "32c", "up to 50%"]);
    await expect(result).toContainText("Student applications are processed within 48 hours.");
    await page.keyboard.press("Tab");
    await choose(page, "City", cityIndex("Auckland"));
    await expect(figures(page)).toHaveText(["$0", "45c", "25%"]);
    await expect(result).toContainText("$1.00 (12.9%) less.");
    await expect(result).toContainText("so the $0 unlock weighs most on short rides.");
    await choose(page, "City", cityIndex("Palmerston North"));
    await expect(figures(page)).toHaveText(["$0", "40c", "40%"]);
    await choose(page, "City", cityIndex("Tauranga"));
    await expect(figures(page)).toHaveText(["$0", "55c", "20%"]);
    await choose(page, "City", cityIndex("Dunedin"));
    await expect(figures(page)).toHaveText(["$0", "45c", "25%"]);

    await page.keyboard.press("Shift+Tab");
    await choose(page, "Card type", cardIndex("leisurecard"));
    // Chosen with Dunedin: the LeisureCard is quoted like every card, the region default (the spec's one rule).
    await expect(figures(page)).toHaveText(["50c", "22c", "up to 50%"]);
    const mail = result.getByRole("link", { name: marketData.contact.email });
    await expect(mail).toHaveAttribute("href", `mailto:${marketData.contact.email}`);
    await expect(result).toContainText("LeisureCard membership email");
    await expect(result).not.toContainText("Change Plan");
    await expect(result).not.toContainText("48 hours");
    await page.keyboard.press("Tab");
    await choose(page, "City", cityIndex("Wellington"));
    await expect(figures(page)).toHaveText(["50c", "32c", "up to 50%"]);
    await page.keyboard.press("Shift+Tab");

    await choose(page, "Card type", 0);
    await expect(figures(page)).toHaveCount(0);
    await expect(result).toHaveText(content.prompts.card);
  });

  test("a LeisureCard in Auckland gets the same community quote here as in the fare finder", async ({ page }) => {
    await page.goto("/discounts");
    await page.getByLabel("Card type").selectOption({ label: "Wellington City Council LeisureCard" });
    await page.getByLabel("City").selectOption({ label: "Auckland" });
    await expect(figures(page)).toHaveText(["50c", "22c", "up to 50%"]);
    await page.goto("/pricing?city=auckland&by=week&weekly=10&minutes=15&card=leisurecard");
    const plan = page.getByRole("list", { name: "Every option, cheapest first" }).getByRole("listitem").filter({ hasText: "Community plan (Wellington City Council LeisureCard)" });
    await expect(plan).toContainText("10 rides of 15 min: 10 × (50c + 15 × 22c) = $38.00");
  });

  test("a city alone gives no quote, and the page is accessible before any choice", async ({ page }) => {
    await page.goto("/discounts");
    await page.getByLabel("City").focus();
    await choose(page, "City", cityIndex("Porirua"));
    await expect(page.getByLabel("City")).toHaveValue("13");
    await expect(figures(page)).toHaveCount(0);
    await expect(page.getByRole("status", { name: "Your discount" })).toHaveText(content.prompts.card);
    for (const type of content.cardTypes) await expect(page.getByRole("listitem").filter({ hasText: type.label })).toBeVisible();
    await expectAccessible(page);
  });

  test("the rate section sits on the page's column, and its tiles keep each label and figure on one line", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/discounts");
    const lefts = await page.locator("main h2").evaluateAll((headings) => headings.map((heading) => heading.getBoundingClientRect().left));
    expect(lefts.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...lefts) - Math.min(...lefts)).toBeLessThanOrEqual(8);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByLabel("Card type").selectOption("community-services");
    await page.getByLabel("City").selectOption({ label: "Wellington" });
    const result = page.getByRole("status", { name: "Your discount" });
    await expect(result.locator("dd")).toHaveText(["50c", "32c", "up to 50%"]);
    // One line each: no taller than its own line height, with a pixel to spare.
    for (const cell of await result.locator("dt, dd").all()) {
      const lines = await cell.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
      expect(lines).toBeLessThan(1.5);
    }
  });
});
