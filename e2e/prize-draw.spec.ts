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

  const phases: [string, string, string][] = [
    ["before it starts", "2025-08-20T12:00:00+12:00", `Starts ${longDate(prizeDraw.startsAt)} · runs until ${longDate(prizeDraw.endsAt)}`],
    ["while it runs", "2025-09-30T23:00:00+13:00", `On now · ends ${longDate(prizeDraw.endsAt)}`],
    ["after it closes", "2025-10-01T00:30:00+13:00", "This promotion has ended"],
  ];
  for (const [when, time, text] of phases) {
    test(`says where the draw stands ${when}`, async ({ page }) => {
      await page.clock.install({ time: new Date(time) });
      await page.goto("/10k");
      await expect(page.getByText(text)).toBeVisible();
    });
  }
});
