import { referrals } from "./content-data";
import { expect, test } from "./fixtures";
import { expectAlive, expectHeld, openHeld } from "./held";

// What a person does between the first paint and hydration is kept, and its consequences follow once the page is
// alive. Each test holds the framework's chunks back, so the page is painted from its HTML and nothing of React runs,
// acts on a control as a person would, then lets the chunks through and checks.

test.describe("input before hydration is kept", () => {
  test("contact: Rider Support chosen early shows the call warning and is sent as Rider Support", async ({ page }) => {
    const release = await openHeld(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await expectHeld(page, "#contact-type");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeDisabled();
    await form.getByLabel("What can we help with?").selectOption("trip");
    await form.getByLabel("Name", { exact: true }).fill("Aroha Ngata");
    await expect(page.getByText(/unable to end your ride/)).toHaveCount(0);

    await release();
    await expectAlive(page, "#contact-type");
    await expect(form.getByLabel("What can we help with?")).toHaveValue("trip");
    await expect(page.getByText("If you are unable to end your ride, please call us for immediate support.")).toBeVisible();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Aroha Ngata");

    await form.getByLabel("Email").fill("aroha@example.com");
    await form.getByLabel("Message").fill("My ride will not end at the station.");
    const sent = page.waitForRequest("**/api/facade/contact");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ type: "trip", name: "Aroha Ngata" });
  });

  test("contact: Report an Incident chosen early brings its label and the location fields", async ({ page }) => {
    const release = await openHeld(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await expectHeld(page, "#contact-type");
    await form.getByLabel("What can we help with?").selectOption("incident");
    await expect(form.getByLabel("Location")).toBeHidden();

    await release();
    await expectAlive(page, "#contact-type");
    await expect(form.getByLabel("What can we help with?")).toHaveValue("incident");
    await expect(form.getByLabel("Incident Details")).toBeVisible();
    await expect(form.getByLabel("Location")).toBeVisible();
    await expect(form.getByLabel("Registration")).toBeVisible();
  });

  test("report: Report an Incident tapped early stays chosen, brings its label and is sent as an incident", async ({ page }) => {
    const release = await openHeld(page, "/report");
    const form = page.getByRole("form", { name: "Report form" });
    await expectHeld(page, "input[name=type]");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeDisabled();
    await expect(form.getByRole("button", { name: "Use my location" })).toBeDisabled();
    await form.getByRole("radio", { name: "Report an Incident" }).check();
    await form.getByLabel("Location").fill("Courtenay Place");
    await form.getByLabel("Registration").fill("3150");

    await release();
    await expectAlive(page, "input[name=type]");
    await expect(form.getByRole("radio", { name: "Report an Incident" })).toBeChecked();
    await expect(form.getByLabel("Incident Details")).toBeVisible();
    await expect(form.getByLabel("Location")).toHaveValue("Courtenay Place");
    await expect(form.getByRole("button", { name: "Use my location" })).toBeEnabled();

    await form.getByLabel("Name", { exact: true }).fill("Aroha Ngata");
    await form.getByLabel("Email").fill("aroha@example.com");
    await form.getByLabel("Incident Details").fill("Two scooters collided at the lights.");
    const sent = page.waitForRequest("**/api/facade/contact");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ type: "incident", location: "Courtenay Place", registration: "3150" });
  });

  test("workplace session: a city picked early forces Scooters once the page is alive; a type kept where offered", async ({ page }) => {
    const form = page.getByRole("form", { name: "Workplace training request" });
    const field = (name: string) => form.getByLabel(name, { exact: true });

    let release = await openHeld(page, "/workplace-session");
    await expectHeld(page, "#session-city");
    await expect(form.getByRole("button", { name: "Request a Session" })).toBeDisabled();
    await field("City").selectOption("Auckland");
    await release();
    await expectAlive(page, "#session-city");
    await expect(field("City")).toHaveValue("Auckland");
    await expect(field("Vehicles")).toHaveValue("Scooters");
    await expect(field("Vehicles").locator("option")).toHaveText(["Scooters"]);
    await expect(form.getByText("Bike sessions run in Wellington only.")).toBeVisible();

    await page.unrouteAll({ behavior: "wait" });
    release = await openHeld(page, "/workplace-session");
    await expectHeld(page, "#session-type");
    await field("Vehicles").selectOption("Both");
    await release();
    await expectAlive(page, "#session-type");
    await expect(field("City")).toHaveValue("Wellington");
    await expect(field("Vehicles")).toHaveValue("Both");
    await expect(field("Vehicles").locator("option")).toHaveText(["Both", "Bikes", "Scooters"]);
  });

  test("discounts: a card and a city chosen early get their quote", async ({ page }) => {
    const release = await openHeld(page, "/discounts");
    await expectHeld(page, "#discount-city");
    await page.getByLabel("Card type").selectOption({ index: 1 });
    await page.getByLabel("City").selectOption({ index: 1 });
    const city = (await page.getByLabel("City").locator("option").nth(1).textContent())!;
    const result = page.getByRole("status", { name: "Your discount" });
    await expect(result).not.toContainText(`Your rate in ${city}`);

    await release();
    await expectAlive(page, "#discount-city");
    await expect(result).toContainText(`Your rate in ${city}`);
    await expect(result.getByRole("heading", { name: "How to apply" })).toBeVisible();
  });

  test("the mobile menu opens on a tap before the page is alive, and the page takes over its state", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const release = await openHeld(page, "/");
    await expectHeld(page, "header button");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Cities" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav.getByRole("link", { name: "Cities" })).toBeVisible();

    await release();
    await expectAlive(page, "header button");
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Cities" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Cities" })).toBeHidden();
  });

  test("a video poster tapped before the page is alive plays the video on the player's own page", async ({ page }) => {
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: '<!doctype html><html lang="en"><head><title>Video</title></head><body><p>Video player</p></body></html>' }),
    );
    await openHeld(page, "/safety");
    await expectHeld(page, "main [aria-haspopup=dialog]");
    const poster = page.getByRole("button", { name: /^Play video:/ }).first();
    const href = (await poster.getAttribute("href"))!;
    expect(href).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
    await poster.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByText("Video player")).toBeVisible();
  });

  test("referral: the code comes with the script, so nothing can be done to it before; it shows once the page is alive", async ({ page }) => {
    const [uuid, code] = Object.entries(referrals)[0]!;
    const release = await openHeld(page, `/referral/${uuid}`);
    await expect(page.getByRole("status").first()).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
    await release();
    await expect(page.getByRole("button", { name: code })).toBeVisible();
    await expectAlive(page, "main button");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu opens and closes on a tap", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Cities" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav.getByRole("link", { name: "Cities" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav.getByRole("link", { name: "Cities" })).toBeHidden();
  });
});
