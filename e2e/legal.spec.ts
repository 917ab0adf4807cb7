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

  test("/terms on a desktop: scrolled to the middle, every contents entry in view and the section being read marked", async ({ page }) => {
    const doc = read("terms");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/terms");
    const contents = page.getByRole("main").getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(contents).toHaveCount(doc.sections.length);
    for (const at of [0.5, 0.25, 0.75]) {
      await page.evaluate((fraction) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * fraction), at);
      // Each entry whole on screen, none cut by an inner scroll box.
      const cut = await contents.evaluateAll((links) =>
        links.filter((link) => {
          const box = link.getBoundingClientRect();
          let clip = { top: 0, bottom: innerHeight };
          for (let parent = link.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowY !== "visible") {
              const own = parent.getBoundingClientRect();
              clip = { top: Math.max(clip.top, own.top), bottom: Math.min(clip.bottom, own.bottom) };
            }
          }
          return box.height === 0 || box.top < clip.top || box.bottom > clip.bottom;
        }).map((link) => link.textContent),
      );
      expect(cut, `scrolled to ${at * 100}%`).toEqual([]);
      // The one marked is the section whose heading was last passed under the header.
      const reading = await page.evaluate(() => {
        const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + 1;
        const passed = [...document.querySelectorAll("main section[id]")].filter((section) => section.getBoundingClientRect().top <= line);
        return passed.at(-1)?.id;
      });
      expect(reading).toBeTruthy();
      const marked = page.getByRole("main").getByRole("navigation", { name: "Contents" }).locator("a[aria-current]:visible");
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveAttribute("href", `#${reading}`);
    }
    await expectAccessible(page);
  });

  test("/terms on a phone: the contents folded until asked, the terms beginning on the first screen", async ({ page }) => {
    const doc = read("terms");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/terms");
    const nav = page.getByRole("main").getByRole("navigation", { name: "Contents" });
    await expect(nav.getByRole("link")).toHaveCount(0);
    const first = page.getByRole("heading", { level: 2, name: doc.sections[0]!.heading, exact: true });
    expect((await first.boundingBox())!.y).toBeLessThan(812 * 1.5);
    await nav.locator("summary").click();
    await expect(nav.getByRole("link")).toHaveText(doc.sections.map((section) => section.heading));
    await expectAccessible(page);
    await nav.getByRole("link", { name: doc.sections[15]!.heading }).click();
    await expect(page.getByRole("heading", { level: 2, name: doc.sections[15]!.heading, exact: true })).toBeInViewport();
  });

  test("/terms on a phone with no script: the contents still fold and open (a native <details>)", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/terms");
      const nav = page.getByRole("main").getByRole("navigation", { name: "Contents" });
      await expect(nav.getByRole("link")).toHaveCount(0);
      await nav.locator("summary").click();
      await expect(nav.getByRole("link")).toHaveCount(read("terms").sections.length);
    } finally {
      await context.close();
    }
  });

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
