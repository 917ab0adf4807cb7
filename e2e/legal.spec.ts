import fs from "node:fs";
import legal from "../content/pages/legal.json";
import { parseLegal } from "../lib/legal";
import { expect, expectAccessible, test, titled } from "./fixtures";

const read = (name: string) => parseLegal(name, fs.readFileSync(`content/legal/${name}.md`, "utf8"));

const PAGES = [
  { path: "/terms", title: "Terms", heading: "Terms of Service", summary: legal.terms.summary, doc: read("terms"), updated: "Last updated 30 January 2023" },
  { path: "/privacy", title: "Privacy", heading: "Privacy Policy", summary: legal.privacy.summary, doc: read("privacy"), updated: "Last updated May 2019" },
];

test.describe("legal texts", () => {
  for (const { path, title, heading, summary, doc, updated } of PAGES) {
    test(`${path} has its date, a contents list and every section by anchor`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(titled(title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", summary);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(main.getByText(updated)).toBeVisible();

      const contents = main.getByRole("navigation", { name: "Contents" }).getByRole("link");
      await expect(contents).toHaveText(doc.sections.map((section) => section.heading));
      const sections = main.locator("section[id]");
      await expect(sections.locator("h2")).toHaveText(doc.sections.map((section) => section.heading));
      for (const [index, section] of doc.sections.entries()) {
        await expect(contents.nth(index)).toHaveAttribute("href", `#${section.id}`);
        await expect(sections.nth(index)).toHaveAttribute("id", section.id);
      }

      const target = doc.sections[doc.sections.length - 2]!;
      await contents.nth(doc.sections.length - 2).click();
      await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
      await expect(main.getByRole("heading", { level: 2, name: target.heading, exact: true })).toBeInViewport();
      await expectAccessible(page);
    });
  }

  test("the terms carry the spec's sections and figures", async ({ page }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    for (const name of [
      "Fees", "Intellectual Property", "Assumption of Risk", "Limited Liability", "Group Rides", "Subscriptions",
      "Privacy Policy", "Suspension and Termination", "Dispute Resolution", "Feedback", "Notices",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${name}$`) })).toBeVisible();
    }
    for (const figure of ["NZD 50", "NZD 450", "NZD 25", "NZD 100", "10% per annum above the Official Cash Rate", "10 working days", "4-digit"]) {
      await expect(main).toContainText(figure);
    }
  });

  test("each market's terms and privacy policy give that market's addresses, the footer's own", async ({ page, marketData }) => {
    const { email, privacyEmail } = marketData.contact;
    const other = email.endsWith(".com.au") ? "flamingoscooters.co.nz" : "flamingoscooters.com.au";
    for (const [path, address] of [["/terms", email], ["/privacy", privacyEmail]] as const) {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main).toContainText(address);
      await expect(main).not.toContainText(other);
      await expect(main).not.toContainText(/\{\w+\}/);
      await expect(page.getByRole("contentinfo")).toContainText(email);
    }
  });

  test("the privacy policy lists its fourteen sections in order", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("main").locator("section[id] h2")).toHaveText([
      "Introduction", "Changes", "Collection sources", "Information collected", "Use", "Disclosure", "Retention",
      "Protection", "Links", "Access and correction", "Minors", "Transfer", "Assignment", "Contact",
    ]);
  });
});
