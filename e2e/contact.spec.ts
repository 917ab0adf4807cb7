import { RATE_LIMITED_MESSAGE } from "../lib/facade/messages";
import { UI_ONCE, UI_ONLY, expect, expectAccessible, test, titled } from "./fixtures";
import { alertIn, expectLocked, neverAnswer, storedRecord, uniqueEmail } from "./forms";
import { FREEPHONE } from "./content-data";
import { FIELD_LIMITS } from "../lib/facade/limits";

const GENERIC = "Something went wrong";

test.describe("contact", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    // The button comes on once the page's script has run; typing before that would race hydration.
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("idle: the market's quick contacts, the four types and the fields each type asks for", UI_ONLY, async ({ page, market, marketData }) => {
    await expect(page).toHaveTitle(titled("Contact"));
    const panel = page.getByRole("complementary", { name: "Quick contact" });
    await expect(panel.getByRole("link", { name: marketData.contact.phoneLabel })).toHaveAttribute("href", FREEPHONE[market].tel);
    await expect(panel.getByRole("link", { name: marketData.contact.email })).toHaveAttribute("href", `mailto:${marketData.contact.email}`);
    await expect(panel.getByRole("link", { name: marketData.contact.mediaEmail })).toHaveAttribute("href", `mailto:${marketData.contact.mediaEmail}`);

    const type = page.getByLabel("What can we help with?");
    await expect(type.locator("option")).toHaveText(["General Enquiry", "Rider Support", "Report a Scooter/Bike", "Report an Incident"]);
    await expect(type).toHaveValue("general");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Message")).toHaveAttribute("rows", "5");
    await expect(page.getByLabel("Location")).toBeHidden();
    await expect(page.getByLabel("Registration")).toBeHidden();
    await expectAccessible(page, "contact idle");

    await type.selectOption("trip");
    await expect(page.getByText("If you are unable to end your ride, please call us for immediate support.")).toBeVisible();
    await expect(page.getByRole("link", { name: `Call ${marketData.contact.phoneLabel}` })).toHaveAttribute("href", FREEPHONE[market].tel);
    await expect(page.getByLabel("Message")).toBeVisible();
    await expectAccessible(page, "contact rider support");

    await type.selectOption("report");
    await expect(page.getByText(/unable to end your ride/)).toBeHidden();
    await expect(page.getByLabel("Reason/Details")).toBeVisible();
    await expect(page.getByLabel("Location")).toBeVisible();
    await expect(page.getByLabel("Registration")).toBeVisible();

    await type.selectOption("incident");
    await expect(page.getByLabel("Incident Details")).toBeVisible();
    await expect(page.getByLabel("Location")).toBeVisible();
    await expectAccessible(page, "contact incident");

    await type.selectOption("general");
    await expect(page.getByLabel("Location")).toBeHidden();
  });

  test("limits told before sending: each field carries the server's limit and counts down near it", UI_ONCE, async ({ page }) => {
    await page.getByLabel("What can we help with?").selectOption("report");
    for (const [label, max] of Object.entries(FIELD_LIMITS.contact)) {
      const name = { name: "Name", email: "Email", message: "Reason/Details", location: "Location", registration: "Registration" }[label]!;
      await expect(page.getByLabel(name, { exact: true }), name).toHaveAttribute("maxlength", String(max));
    }
    const message = page.getByLabel("Reason/Details");
    const count = page.locator("#contact-message-count");
    await message.fill("a".repeat(4000));
    await expect(count).toBeHidden();
    await message.fill("a".repeat(4990));
    await message.press("End");
    await message.pressSequentially("bcd");
    await expect(count).toHaveText("7 characters left");
    await expect(count).toHaveAttribute("aria-live", "polite");
    await message.pressSequentially("efghijklmn");
    await expect(count).toHaveText("0 characters left");
    await expect(message).toHaveValue(`${"a".repeat(4990)}bcdefghijk`);
    await expectAccessible(page, "contact near a limit");
  });

  test("loading: every field and the button disabled, the button saying so", UI_ONCE, async ({ page }) => {
    await neverAnswer(page, "/api/facade/contact");
    await page.getByLabel("What can we help with?").selectOption("report");
    await page.getByLabel("Name").fill("Aroha Ngata");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectLocked(page.getByRole("form", { name: "Contact form" }));
    await expectAccessible(page, "contact loading");
  });

  test("success: the form gives way to the thank-you and the enquiry is stored as sent", async ({ page, market }) => {
    const email = uniqueEmail("aroha", market, "kiwimail.co.nz");
    await page.getByLabel("What can we help with?").selectOption("report");
    await page.getByLabel("Name").fill("Aroha Ngata");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Reason/Details").fill("A scooter is lying across the footpath outside the library.");
    await page.getByLabel("Location").fill("Cuba Street, Te Aro");
    await page.getByRole("button", { name: "Send Message" }).click();

    const thanks = page.getByText("Thank you for contacting us. We will be in touch within 24 hours.");
    await expect(thanks).toBeVisible();
    await expect(page.getByRole("status").filter({ has: thanks })).toBeFocused();
    await expect(page.getByRole("form", { name: "Contact form" })).toHaveCount(0);
    await expectAccessible(page, "contact success");

    const stored = await storedRecord("contact-enquiries", email);
    expect(stored).toMatchObject({ type: "report", name: "Aroha Ngata", message: "A scooter is lying across the footpath outside the library.", location: "Cuba Street, Te Aro" });
    expect(stored).not.toHaveProperty("registration");
  });

  test("a general enquiry leaves location and registration out even when they were typed under another type", async ({ page, market }) => {
    const email = uniqueEmail("liam", market, "kiwimail.co.nz");
    await page.getByLabel("What can we help with?").selectOption("incident");
    await page.getByLabel("Location").fill("Lambton Quay");
    await page.getByLabel("Registration").fill("4821");
    await page.getByLabel("What can we help with?").selectOption("general");
    await page.getByLabel("Name").fill("Liam Fitzgerald");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Message").fill("Do you sell gift cards?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(/Thank you for contacting us/)).toBeVisible();
    const stored = await storedRecord("contact-enquiries", email);
    expect(stored).toMatchObject({ type: "general", name: "Liam Fitzgerald", message: "Do you sell gift cards?" });
    expect(stored).not.toHaveProperty("location");
    expect(stored).not.toHaveProperty("registration");
  });

  test("validation: an address the browser accepts but the server does not; every word kept; editing clears it", async ({ page }) => {
    await page.getByLabel("Name").fill("Aroha Ngata");
    await page.getByLabel("Email", { exact: true }).fill("aroha@localhost");
    await page.getByLabel("Message").fill("Kia ora, how do I end a ride?");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(alertIn(page)).toHaveText("Invalid name, email or message");
    await expect(alertIn(page)).toBeFocused();
    await expect(page.getByLabel("Name")).toHaveValue("Aroha Ngata");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("aroha@localhost");
    await expect(page.getByLabel("Message")).toHaveValue("Kia ora, how do I end a ride?");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expectAccessible(page, "contact validation error");

    await page.getByLabel("Email", { exact: true }).fill("aroha@kiwimail.co.nz");
    await expect(alertIn(page)).toHaveCount(0);
  });

  test("validation: empty fields are the server's to refuse", async ({ page }) => {
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(alertIn(page)).toHaveText("Invalid name, email or message");
  });

  test("domain_not_found: an address nobody could ever answer", async ({ page }) => {
    await page.getByLabel("Name").fill("Sam Whitaker");
    await page.getByLabel("Email", { exact: true }).fill("sam@example.com");
    await page.getByLabel("Message").fill("Testing, testing.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(alertIn(page)).toHaveText("Email address not applicable");
    await expect(page.getByLabel("Message")).toHaveValue("Testing, testing.");
    await expectAccessible(page, "contact domain error");
  });

  for (const [label, handle, message] of [
    ["too many requests (429)", (route: import("@playwright/test").Route) => route.fulfill({ status: 429, json: { code: "rate_limited" } }), RATE_LIMITED_MESSAGE],
    ["a server fault (500)", (route: import("@playwright/test").Route) => route.fulfill({ status: 500, body: "<html>oops</html>" }), GENERIC],
    ["a network failure", (route: import("@playwright/test").Route) => route.abort("internetdisconnected"), GENERIC],
  ] as const) {
    test(`${message === GENERIC ? "generic" : "try-again"} message on ${label}, with every word kept`, UI_ONCE, async ({ page }) => {
      await page.route("**/api/facade/contact", handle);
      await page.getByLabel("What can we help with?").selectOption("incident");
      await page.getByLabel("Name").fill("Priya Raman");
      await page.getByLabel("Email", { exact: true }).fill("priya@kiwimail.co.nz");
      await page.getByLabel("Location").fill("Oriental Parade");
      await page.getByLabel("Registration").fill("7310");
      await page.getByLabel("Incident Details").fill("Clipped a kerb near the fountain; I'm fine.");
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(alertIn(page)).toHaveText(message);
      await expect(page.getByLabel("What can we help with?")).toHaveValue("incident");
      await expect(page.getByLabel("Name")).toHaveValue("Priya Raman");
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue("priya@kiwimail.co.nz");
      await expect(page.getByLabel("Location")).toHaveValue("Oriental Parade");
      await expect(page.getByLabel("Registration")).toHaveValue("7310");
      await expect(page.getByLabel("Incident Details")).toHaveValue("Clipped a kerb near the fountain; I'm fine.");
      await expectAccessible(page, `contact generic error (${label})`);
    });
  }

  test("generic message when the server has not answered after 15 seconds", UI_ONCE, async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await page.route("**/api/facade/contact", () => undefined); // never answered
    await page.getByLabel("Name").fill("Aroha Ngata");
    await page.getByLabel("Email", { exact: true }).fill("aroha@kiwimail.co.nz");
    await page.getByLabel("Message").fill("Still there?");
    await page.getByRole("button", { name: "Send Message" }).click();
    const button = page.getByRole("form", { name: "Contact form" }).getByRole("button");
    await expect(button).toHaveText("Loading...");

    await page.clock.fastForward(14_000);
    await expect(button).toHaveText("Loading...");
    await page.clock.fastForward(1_500);
    await expect(alertIn(page)).toHaveText(GENERIC);
    await expect(page.getByLabel("Message")).toHaveValue("Still there?");
  });
});
