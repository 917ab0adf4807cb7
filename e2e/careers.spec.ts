import careers from "../content/facade/careers.json";
import page from "../content/pages/careers.json";
import { expect, expectAccessible, test, titled } from "./fixtures";

/**
 * The built site runs on the embedded facade's seed (three openings, one without an applyUrl). The empty list
 * and a failed call are covered by app/[market]/(site)/careers/page.test.tsx against the page itself.
 */
test.describe("careers", () => {
  test("lists the openings with anchors, details and Apply Now links", async ({ page: browser, marketData }) => {
    await browser.goto("/careers");
    await expect(browser).toHaveTitle(titled("Careers"));
    await expect(browser.locator('meta[name="description"]')).toHaveAttribute("content", page.summary);

    const main = browser.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Careers");
    await expect(main.getByRole("heading", { level: 2, name: "Current Openings" })).toBeVisible();
    await expect(main).not.toContainText("There are no current openings.");

    const list = main.getByRole("navigation", { name: "Current openings" }).getByRole("link");
    await expect(list).toHaveCount(careers.length);
    for (const [index, job] of careers.entries()) {
      await expect(list.nth(index)).toContainText(job.title);
      await expect(list.nth(index)).toHaveAttribute("href", `#job-${job.id}`);

      const listing = main.getByRole("article", { name: job.title });
      await expect(listing).toHaveAttribute("id", `job-${job.id}`);
      await expect(listing.getByRole("heading", { level: 4, name: "What you'll do" })).toBeVisible();
      const apply = listing.getByRole("link", { name: /^Apply Now/ });
      await expect(apply).toHaveAttribute("target", "_blank");
      await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
      const byEmail = (job.applyUrl ?? "mailto:").startsWith("mailto:");
      await expect(apply).toHaveAccessibleName(`Apply Now for ${job.title} ${byEmail ? "by email" : "(opens in a new tab)"}`);
      await expect(apply).toHaveAttribute(
        "href",
        job.applyUrl ?? `mailto:${marketData.contact.careersEmail}?subject=${encodeURIComponent(`Application: ${job.title}`)}`,
      );
    }
    // The seed keeps one opening without an applyUrl (the mailbox fallback) and one whose applyUrl is a mailto:
    // address (used as given), beside the web links.
    expect(careers.some((job) => !job.applyUrl)).toBe(true);
    expect(careers.some((job) => job.applyUrl?.startsWith("mailto:"))).toBe(true);

    const last = careers[careers.length - 1]!;
    await list.last().click();
    await expect(browser).toHaveURL(new RegExp(`#job-${last.id}$`));
    await expect(main.getByRole("heading", { level: 3, name: last.title })).toBeInViewport();
    await expectAccessible(browser);
  });
});
