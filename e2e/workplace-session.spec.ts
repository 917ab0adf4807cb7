import type { Page } from "@playwright/test";
import { calendarDateIn, sessionDateOptions } from "../lib/session-dates";
import { RATE_LIMITED_MESSAGE } from "../lib/facade/messages";
import { UI_ONCE, UI_ONLY, expect, expectAccessible, test, titled } from "./fixtures";
import { alertIn, expectLocked, neverAnswer, prerendered, storedRecord, uniqueEmail } from "./forms";

const form = (page: Page) => page.getByRole("form", { name: "Workplace training request" });
const field = (page: Page, name: string) => form(page).getByLabel(name, { exact: true });

async function open(page: Page) {
  await page.goto("/workplace-session");
  await expect(form(page).getByRole("button", { name: "Request a Session" })).toBeEnabled();
}

async function fillIn(page: Page, email: string) {
  await field(page, "Name").fill("Liam Fitzgerald");
  await field(page, "Work email").fill(email);
  await field(page, "Organisation").fill("Harbour Works");
}

test.describe("workplace session", () => {
  test("the prerendered page carries no dates; the browser works them out from New Zealand's today", UI_ONLY, async ({ page, request, market }) => {
    const html = await prerendered(request, market, "/workplace-session");
    expect(html).toContain("Loading dates…");
    expect(html).not.toMatch(/(Tuesday|Wednesday|Thursday|Friday), \d{1,2}(st|nd|rd|th) /);

    // Monday 26 May 2025, 10am in Wellington: a week and a day later is Tuesday 3 June.
    await page.clock.install({ time: new Date("2025-05-25T22:00:00Z") });
    await open(page);
    await expect(field(page, "Preferred date")).toHaveValue("Tuesday, 3rd June");
    await expect(field(page, "Preferred date").locator("option")).toHaveText(sessionDateOptions({ year: 2025, month: 5, day: 26 }));
  });

  test("idle: the spec's options and defaults, and Scooters forced outside Wellington", UI_ONLY, async ({ page }) => {
    await open(page);
    await expect(page).toHaveTitle(titled("Workplace Training"));
    await expect(field(page, "City").locator("option")).toHaveText(["Auckland", "Dunedin", "Palmerston North", "Porirua", "Waimakariri", "Wellington"]);
    await expect(field(page, "City")).toHaveValue("Wellington");
    await expect(field(page, "Vehicles").locator("option")).toHaveText(["Both", "Bikes", "Scooters"]);
    await expect(field(page, "Vehicles")).toHaveValue("Bikes");
    await expect(field(page, "Participants").locator("option")).toHaveText(["1-5", "6-10", "11-15", "16-20", "21-25", "26-30", "30+"]);
    await expect(field(page, "Participants")).toHaveValue("6-10");
    await expect(field(page, "Time of day").locator("option")).toHaveText(["Morning", "Midday", "Afternoon"]);
    await expect(field(page, "Time of day")).toHaveValue("Afternoon");
    const dates = sessionDateOptions(calendarDateIn(new Date()));
    await expect(field(page, "Preferred date").locator("option")).toHaveText(dates);
    await expect(field(page, "Preferred date")).toHaveValue(dates[0]!);
    await expectAccessible(page, "workplace idle");

    await field(page, "City").selectOption("Waimakariri");
    await expect(field(page, "Vehicles")).toHaveValue("Scooters");
    await expect(field(page, "Vehicles").locator("option")).toHaveText(["Scooters"]);
    await field(page, "City").selectOption("Wellington");
    await expect(field(page, "Vehicles").locator("option")).toHaveText(["Both", "Bikes", "Scooters"]);
    await expectAccessible(page, "workplace city changed");
  });

  test("loading: every field and the button disabled, the button saying so", UI_ONCE, async ({ page }) => {
    await neverAnswer(page, "/api/facade/workplace-session");
    await open(page);
    await fillIn(page, "liam@harbourworks.co.nz");
    await form(page).getByRole("button").click();
    await expectLocked(form(page));
    await expectAccessible(page, "workplace loading");
  });

  test("success: the request is stored with every field", async ({ page, market }) => {
    const email = uniqueEmail("liam", market, "harbourworks.co.nz");
    await open(page);
    await fillIn(page, email);
    await field(page, "City").selectOption("Dunedin");
    await field(page, "Participants").selectOption("16-20");
    await field(page, "Time of day").selectOption("Morning");
    const date = sessionDateOptions(calendarDateIn(new Date()))[3]!;
    await field(page, "Preferred date").selectOption(date);
    await form(page).getByRole("button").click();

    const thanks = page.getByText("Thank you! We've received your request and will get back to you within 1 business day to confirm your session.");
    await expect(thanks).toBeVisible();
    await expect(page.getByRole("status").filter({ has: thanks })).toBeFocused();
    await expect(form(page)).toHaveCount(0);
    await expectAccessible(page, "workplace success");
    expect(await storedRecord("workplace-session-requests", email)).toMatchObject({
      name: "Liam Fitzgerald", organisation: "Harbour Works", city: "Dunedin", type: "Scooters", participants: "16-20", time: "Morning", date,
    });
  });

  test("validation: an empty field; every choice kept; editing clears it", async ({ page }) => {
    await open(page);
    await field(page, "Work email").fill("liam@harbourworks.co.nz");
    await field(page, "Organisation").fill("Harbour Works");
    await field(page, "City").selectOption("Porirua");
    await form(page).getByRole("button").click();
    await expect(alertIn(page)).toHaveText("Please complete all fields.");
    await expect(alertIn(page)).toBeFocused();
    await expect(field(page, "Work email")).toHaveValue("liam@harbourworks.co.nz");
    await expect(field(page, "Organisation")).toHaveValue("Harbour Works");
    await expect(field(page, "City")).toHaveValue("Porirua");
    await expect(field(page, "Vehicles")).toHaveValue("Scooters");
    await expectAccessible(page, "workplace validation");
    await field(page, "Name").fill("Liam");
    await expect(alertIn(page)).toHaveCount(0);
  });

  test("domain_not_found: a personal webmail address", async ({ page }) => {
    await open(page);
    await fillIn(page, "liam@gmail.com");
    await form(page).getByRole("button").click();
    await expect(alertIn(page)).toHaveText("Email address not applicable");
    await expect(field(page, "Work email")).toHaveValue("liam@gmail.com");
    await expectAccessible(page, "workplace domain error");
  });

  for (const [label, handle, message] of [
    ["a 429", (route: import("@playwright/test").Route) => route.fulfill({ status: 429, json: { code: "rate_limited" } }), RATE_LIMITED_MESSAGE],
    ["a network failure", (route: import("@playwright/test").Route) => route.abort("failed"), "Something went wrong"],
  ] as const) {
    test(`${label === "a 429" ? "try-again" : "generic"} message on ${label}, with every word kept`, UI_ONCE, async ({ page }) => {
      await page.route("**/api/facade/workplace-session", handle);
      await open(page);
      await fillIn(page, "liam@harbourworks.co.nz");
      await field(page, "Vehicles").selectOption("Both");
      await form(page).getByRole("button").click();
      await expect(alertIn(page)).toHaveText(message);
      await expect(field(page, "Name")).toHaveValue("Liam Fitzgerald");
      await expect(field(page, "Organisation")).toHaveValue("Harbour Works");
      await expect(field(page, "Vehicles")).toHaveValue("Both");
      await expectAccessible(page, `workplace generic error (${label})`);
    });
  }
});
