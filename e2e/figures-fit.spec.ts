import type { Locator, Page } from "@playwright/test";
import { LIMITS } from "../lib/pricing/pattern";
import { expect, test } from "./fixtures";

// Issue 71: every figure the fare finder shows stays inside its box, from a 320 px phone to a 1440 px desktop, for
// the largest totals it can give, not only its defaults; and the cities' cards fill their rows on a desktop.

const status = (page: Page) => page.getByRole("status", { name: "Your fares" });

/** Where the text inside an element actually reaches (a Range's box), against its box and every box it sits in. */
async function spills(figure: Locator): Promise<string[]> {
  return figure.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const found: string[] = [];
    // Up to the answer's own card: the tile, the option's card, the results column.
    for (let box: Element | null = element; box && !box.matches("form, main"); box = box.parentElement) {
      const edge = box.getBoundingClientRect();
      if (text.right > edge.right + 0.5 || text.left < edge.left - 0.5) {
        found.push(`"${element.textContent}" (${Math.round(text.left)}–${Math.round(text.right)}) spills out of <${box.tagName.toLowerCase()} class="${box.className}"> (${Math.round(edge.left)}–${Math.round(edge.right)})`);
        break;
      }
    }
    return found;
  });
}

const CASES = [
  { name: "Wellington, 40 rides a week of 30 minutes", city: "Wellington", by: "By the week", field: "Rides a week", rides: "40", minutes: "30" },
  { name: "Wellington, the most rides a week of the longest rides", city: "Wellington", by: "By the week", field: "Rides a week", rides: String(LIMITS.ridesPerWeek.max), minutes: String(LIMITS.minutes.max) },
  { name: "Wellington, the most rides a month of the longest rides", city: "Wellington", by: "By the month", field: "Rides a month", rides: String(LIMITS.ridesPerMonth.max), minutes: String(LIMITS.minutes.max) },
  { name: "Auckland, the most rides a week of the longest rides", city: "Auckland", by: "By the week", field: "Rides a week", rides: String(LIMITS.ridesPerWeek.max), minutes: String(LIMITS.minutes.max) },
] as const;

for (const width of [320, 375, 1440]) {
  test.describe(`/pricing at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const each of CASES) {
      test(`every total stays in its box: ${each.name}`, async ({ page }) => {
        await page.goto("/pricing");
        await page.getByLabel("City", { exact: true }).selectOption({ label: each.city });
        await page.getByRole("radio", { name: each.by }).check();
        await page.getByLabel(each.field).fill(each.rides);
        await page.getByLabel("Minutes a ride").fill(each.minutes);
        await expect(status(page)).toContainText(`In ${each.city}`);
        const answer = page.getByRole("region", { name: "The cheapest way to pay" }).locator("xpath=..");
        const figures = answer.locator("dd, dd > span, dt, h3, h4, li, p");
        expect(await figures.count()).toBeGreaterThan(6);
        const totals = page.getByRole("region", { name: "The cheapest way to pay" }).getByRole("definition");
        // The largest figure (the month's) is large: four digits before the point at least.
        await expect(totals.last()).toHaveText(/^\$\d{1,3},\d{3}\.\d{2}$/);
        const problems = (await Promise.all((await figures.all()).map(spills))).flat();
        expect(problems).toEqual([]);
        // Nothing on the page is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

test.describe("/pricing's city cards at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("fill each row edge to edge, and each pass's or plan's words fill their column", async ({ page }) => {
    await page.goto("/pricing");
    // Drawn now, as a visitor scrolling down sees them (the section is skipped until near).
    await page.locator(".section--later").evaluateAll((all) => all.forEach((section) => ((section as HTMLElement).style.contentVisibility = "visible")));
    const cards = page.locator('section[aria-labelledby="city-prices"] article');
    expect(await cards.count()).toBeGreaterThan(3);
    const boxes = await cards.evaluateAll((all) => all.map((card) => ({ id: card.id, ...card.getBoundingClientRect().toJSON() }) as { id: string; top: number; left: number; right: number }));
    const container = await cards.first().evaluate((card) => card.parentElement!.getBoundingClientRect().toJSON() as { left: number; right: number });
    const rows = new Map<number, typeof boxes>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    for (const [, row] of rows) {
      const ids = row.map((box) => box.id).join(" ");
      expect([ids, Math.round(Math.min(...row.map((box) => box.left))), Math.round(Math.max(...row.map((box) => box.right)))]).toEqual([ids, Math.round(container.left), Math.round(container.right)]);
    }
    // Each pass or plan's words reach across most of the column they are given: the landed page gave a city's one
    // plan (Wellington, Porirua, Waimakariri) a column most of a card wide, its line ending halfway across.
    const columns = await cards.locator("dd").evaluateAll((all) =>
      all.map((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const box = dd.getBoundingClientRect();
        return { city: dd.closest("article")!.id, term: dd.previousElementSibling?.textContent, filled: Math.round(((Math.max(...lines.map((line) => line.right)) - box.left) / box.width) * 100) };
      }),
    );
    for (const column of columns) expect([column.city, column.term, column.filled >= 75 ? "filled" : `${column.filled}% filled`]).toEqual([column.city, column.term, "filled"]);
  });
});
