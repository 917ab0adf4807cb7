import { offerPhase } from "../lib/offer-status";
import { longDate, prizeDraw, prizeDrawHeadings } from "./content-data";
import { expect, expectAccessible, test, titled } from "./fixtures";

test.describe("$10k prize draw", () => {
  test("shows the promotion and its full terms with a table of contents", async ({ page }) => {
    await page.goto("/10k");
    await expect(page).toHaveTitle(titled("Ride Your Way to $10k"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(prizeDraw.title);
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents.getByRole("link")).toHaveText(prizeDrawHeadings);
    for (const heading of prizeDrawHeadings) {
      await expect(page.getByRole("heading", { level: 3, name: heading, exact: true })).toBeAttached();
    }
    const last = prizeDrawHeadings.at(-1)!;
    await contents.getByRole("link", { name: last }).click();
    await expect(page.getByRole("heading", { level: 3, name: last })).toBeInViewport();
    await expectAccessible(page);
  });

  test("closed: says so above the fold with its end date, lists only the winners published, and a clock before the draw cannot reopen it", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "nz", "the same page in both markets");
    expect(offerPhase(new Date(), prizeDraw.endsAt, prizeDraw.startsAt)).toBe("ended");
    // A browser whose clock says the draw has not started yet: the server's word stands.
    await page.clock.install({ time: new Date(`${prizeDraw.startsAt}T09:00:00+12:00`) });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/10k");
    await expect(page.getByText(`This promotion ended on ${longDate(prizeDraw.endsAt)}.`)).toBeInViewport();
    await expect(page.getByText(prizeDraw.ended.subheading)).toBeVisible();
    await expect(page.getByText(/^Starts |^On now/)).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: /on the App Store|on Google Play/ })).toHaveCount(0);
    // What is known, and nothing promised that is not shown: the winners once published, no "results below" before.
    const results = page.getByRole("region", { name: "Winners" });
    await expect(page.getByRole("main")).not.toContainText(/results are below|will be listed here|\btown\b/i);
    if (prizeDraw.results.winners.length === 0) await expect(results).toHaveCount(0);
    for (const winner of prizeDraw.results.winners) await expect(results).toContainText(`${winner.firstName}, ${winner.city}`);
  });

  test("the terms heading sits clear of the hero, spaced as another page's first section, at 375 and 1440 px", async ({ page }) => {
    /** From the hero's bottom edge to the terms heading, and the top padding of the section holding it. */
    const measure = (name?: string) =>
      page.evaluate((heading) => {
        const hero = document.querySelector("main .page-hero")!;
        const below = [...document.querySelectorAll("main h2")].filter((h2) => h2.getBoundingClientRect().top >= hero.getBoundingClientRect().bottom - 1);
        const target = heading ? below.find((h2) => h2.textContent === heading)! : below[0]!;
        return { gap: Math.round(target.getBoundingClientRect().top - hero.getBoundingClientRect().bottom), padding: getComputedStyle(target.closest("section")!).paddingTop };
      }, name);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/10k");
      const terms = await measure("Terms and conditions");
      expect(terms.gap, `${width} px`).toBeGreaterThanOrEqual(16);
      // /about's first section, after a hero of the same kind: the spacing the terms section is held to.
      await page.goto("/about");
      expect(terms.padding, `${width} px`).toBe((await measure()).padding);
    }
  });
});
