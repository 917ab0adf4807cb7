import type { Page } from "@playwright/test";
import { calendarDateIn, sessionDateOptions } from "../lib/session-dates";
import { everyKindOfPage } from "./every-page";
import { test as base, expect, expectAccessible } from "./fixtures";
import { storedRecord, uniqueEmail } from "./forms";
import { getFrom } from "./http";
import { withoutNewestApis } from "./oldest-engine";

/**
 * The main journeys in an engine as old as the site's range allows (e2e/oldest-engine.ts takes away what those
 * engines lack), in both markets (`nz-oldest`, `au-oldest`). Every test fails on any uncaught error in a page, as
 * React's own error page ("This page couldn't load") follows one thrown while rendering or in an effect.
 */
const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
      await page.addInitScript(withoutNewestApis);
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

// The menu and the forms are tapped as on a phone.
test.use({ hasTouch: true });

const BROKEN = "This page couldn't load";
const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /menu/ });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("the oldest engines in the range", () => {
  test("every kind of page loads and stays up", async ({ page, market, pageErrors }) => {
    test.setTimeout(240_000);
    const sitemap = await getFrom(market, "/sitemap.xml");
    const paths = everyKindOfPage(sitemap.text());
    expect(paths.length).toBeGreaterThan(60);
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByText(BROKEN), path).toHaveCount(0);
      expect(pageErrors, path).toEqual([]);
    }
  });

  test("the menu at 375 px: tap, keyboard, Escape, focus moving past it, a link and a route change", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about");
    expect(await page.evaluate(() => Object.hasOwn(HTMLElement.prototype, "popover"))).toBe(false);
    const toggle = menuButton(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Cities" })).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Close menu");
    await expect(mainNav(page).getByRole("link", { name: "Cities" })).toBeVisible();
    await expectAccessible(page, "the menu open without the Popover API");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(mainNav(page).getByRole("link", { name: "Cities" })).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Cities", "Safety", "About", "Contact", "Download"]) {
      await page.keyboard.press("Tab");
      await expect(mainNav(page).getByRole("link", { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Tab"); // past the last link: the panel closes rather than cover the next stop
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Cities" })).toBeHidden();

    await toggle.tap();
    await mainNav(page).getByRole("link", { name: "Safety" }).tap();
    await expect(page).toHaveURL(/\/safety$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Cities" })).toBeHidden();

    await toggle.tap();
    await expect(mainNav(page).getByRole("link", { name: "Cities" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Cities" })).toBeHidden();
  });

  test("each form sends to its success", async ({ page, market }) => {
    const contact = uniqueEmail("aroha", market, "kiwimail.co.nz");
    await page.goto("/contact");
    await page.getByLabel("What can we help with?").selectOption("report");
    await page.getByLabel("Name").fill("Aroha Ngata");
    await page.getByLabel("Email", { exact: true }).fill(contact);
    await page.getByLabel("Reason/Details").fill("A scooter is lying across the footpath outside the library.");
    await page.getByLabel("Location").fill("Cuba Street, Te Aro");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you for contacting us. We will be in touch within 24 hours.")).toBeVisible();
    await storedRecord("contact-enquiries", contact);

    const report = uniqueEmail("mere", market, "kiwimail.co.nz");
    await page.goto("/report");
    const reportForm = page.getByRole("form", { name: "Report form" });
    await expect(reportForm.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await reportForm.getByRole("radio", { name: "Report an Incident" }).check();
    await reportForm.getByLabel("Name").fill("Mere Tāwhiri");
    await reportForm.getByLabel("Email", { exact: true }).fill(report);
    await reportForm.getByLabel("Registration").fill("4821");
    await reportForm.getByLabel("Incident Details").fill("Two scooters knocked over by the bus stop.");
    await reportForm.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you for contacting us. We will be in touch within 24 hours.")).toBeVisible();
    expect(await storedRecord("contact-enquiries", report)).toMatchObject({ type: "incident", registration: "4821" });

    const plan = uniqueEmail("aroha", market, "wcc.govt.nz");
    await page.goto("/join-plan/wcc");
    const join = page.getByRole("form", { name: "Verify your workplace plan" });
    await expect(join.getByRole("button", { name: "Verify My Email" })).toBeEnabled();
    await page.getByRole("textbox", { name: "Work email" }).fill(plan);
    await page.getByRole("textbox", { name: "Phone number" }).fill("021 123 4567");
    await join.getByRole("button", { name: "Verify My Email" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await storedRecord("join-plan-requests", plan);

    const workplace = uniqueEmail("liam", market, "harbourworks.co.nz");
    await page.goto("/workplace-session");
    const session = page.getByRole("form", { name: "Workplace training request" });
    const field = (name: string) => session.getByLabel(name, { exact: true });
    await expect(session.getByRole("button", { name: "Request a Session" })).toBeEnabled();
    await field("Name").fill("Liam Fitzgerald");
    await field("Work email").fill(workplace);
    await field("Organisation").fill("Harbour Works");
    await field("City").selectOption("Dunedin");
    await field("Preferred date").selectOption(sessionDateOptions(calendarDateIn(new Date()))[3]!);
    await session.getByRole("button", { name: "Request a Session" }).click();
    await expect(page.getByText(/^Thank you! We've received your request/)).toBeVisible();
    await storedRecord("workplace-session-requests", workplace);
  });

  test("the discount calculator and the fare finder answer", async ({ page }) => {
    await page.goto("/discounts");
    await page.getByLabel("Card type").selectOption("student");
    await page.getByLabel("City").selectOption({ label: "Dunedin" });
    await expect(page.getByRole("status", { name: "Your discount" }).locator("dd")).toHaveCount(3);

    await page.goto("/pricing");
    const weekly = page.getByLabel("Rides a week");
    const monthly = page.getByLabel("Rides a month");
    await expect(weekly).toBeVisible();
    await expect(monthly).toBeHidden();
    await page.getByLabel("City", { exact: true }).selectOption({ label: "Dunedin" });
    await page.getByRole("radio", { name: "By the month" }).check();
    await expect(monthly).toBeVisible();
    await expect(weekly).toBeHidden();
    await monthly.fill("6");
    await page.getByRole("radio", { name: "By riding days" }).check();
    await expect(page.getByLabel("Days a week")).toBeVisible();
    await expect(page.getByLabel("Rides a day")).toBeVisible();
    await expect(monthly).toBeHidden();
    await page.getByRole("button", { name: "Compare my fares" }).click();
    await expect(page.getByRole("status", { name: "Your fares" })).toContainText("Dunedin");
  });

  test("a safety video opens in its dialog and closes on Escape", async ({ page }) => {
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: '<!doctype html><html lang="en"><head><title>Video</title></head><body><p>Video player</p></body></html>' }),
    );
    await page.goto("/safety");
    const opener = page.getByRole("button", { name: "Play video: Safe Riding" });
    await opener.click();
    await expect(page.getByRole("dialog")).toHaveAccessibleName("Safe Riding");
    await expect(page.getByRole("dialog").getByRole("button", { name: "CLICK HERE TO CLOSE" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
