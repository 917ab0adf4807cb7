import type { Page } from "@playwright/test";
import { MARKET_HOSTS } from "./hosts";
import { ONCE, expect, expectAccessible, test as base, titled } from "./fixtures";
import { FREEPHONE } from "./content-data";
import { alertIn, storedRecord, uniqueEmail } from "./forms";
import { startSecureFront } from "./secure-origin";
import wellington from "../content/cities/wellington.json";
import { describeFix } from "@/lib/geo/place-words";

/** Wellington's Cuba Street, as a phone reports it: more decimals than the form keeps. */
const WELLINGTON = { latitude: -41.2911349, longitude: 174.7751182 };
/** The oracle: the same words from the library and the city's own places, not a copy of the form's output. */
const WELLINGTON_TEXT = describeFix({ lat: WELLINGTON.latitude, lng: WELLINGTON.longitude }, wellington.places);

// The Geolocation API answers only in a secure context: the pages that use it are opened over HTTPS
// (e2e/secure-origin.ts), on the market's own host.
const test = base.extend<{ secure: (path: string) => string }, { securePort: number }>({
  securePort: [
    async ({}, use, workerInfo) => {
      const front = await startSecureFront(Number(new URL(String(workerInfo.project.use.baseURL)).port));
      await use(front.port);
      await front.close();
    },
    { scope: "worker" },
  ],
  secure: async ({ securePort, market }, use) => {
    await use((path) => `https://${MARKET_HOSTS[market]}:${securePort}${path}`);
  },
  ignoreHTTPSErrors: true,
});

const form = (page: Page) => page.getByRole("form", { name: "Report form" });
const useMyLocation = (page: Page) => page.getByRole("button", { name: "Use my location" });

test.describe("/report on a phone in Wellington that allows its location", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, geolocation: WELLINGTON, permissions: ["geolocation"] });

  test("opens on a vehicle report, fills the location from the phone and stores the spec's enquiry", async ({ page, market, request, secure }) => {
    const response = await request.get("/report");
    expect(response.status()).toBe(200);
    expect(response.headers()["permissions-policy"]).toContain("geolocation=(self)");

    await page.goto(secure("/report"));
    await expect(page).toHaveTitle(titled("Report a scooter or bike"));
    expect(WELLINGTON_TEXT).toMatch(/^About \d+ m [a-z-]+ of Cuba Mall \(-41\.29113, 174\.77512\)$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report a scooter or bike");
    const types = form(page).getByRole("group", { name: "What are you reporting?" });
    await expect(types.getByRole("radio")).toHaveCount(2);
    await expect(types.getByRole("radio", { name: "Report a Scooter/Bike" })).toBeChecked();
    await expect(types.getByRole("radio", { name: "Report an Incident" })).not.toBeChecked();
    await expect(form(page).getByLabel("Reason/Details")).toHaveAttribute("rows", "5");
    await expect(form(page).getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(form(page).getByLabel("Location")).toBeVisible();
    await expect(form(page).getByLabel("Registration")).toBeVisible();
    // One-handed: the two buttons a thumb needs span the card at 375 px.
    for (const button of [useMyLocation(page), form(page).getByRole("button", { name: "Send Message" })]) {
      expect((await button.boundingBox())!.width).toBeGreaterThan(280);
    }
    await expectAccessible(page, "report idle");

    await useMyLocation(page).click();
    await expect(form(page).getByLabel("Location")).toHaveValue(WELLINGTON_TEXT);
    await expect(page.getByRole("status").filter({ hasText: "Location filled in from your phone." })).toBeVisible();
    // Still the person's to change: a landmark added after the numbers is sent as typed.
    await form(page).getByLabel("Location").press("End");
    await form(page).getByLabel("Location").pressSequentially(" (outside the library)");

    const email = uniqueEmail("mere", market, "kiwimail.co.nz");
    await form(page).getByLabel("Name").fill("Mere Tāwhiri");
    await form(page).getByLabel("Email", { exact: true }).fill(email);
    await form(page).getByLabel("Registration").fill("4821");
    await form(page).getByLabel("Reason/Details").fill("Lying across the footpath by the crossing.");
    await expectAccessible(page, "report filled, location found");
    await form(page).getByRole("button", { name: "Send Message" }).click();

    const thanks = page.getByText("Thank you for contacting us. We will be in touch within 24 hours.");
    await expect(thanks).toBeVisible();
    await expect(page.getByRole("status").filter({ has: thanks })).toBeFocused();
    await expect(form(page)).toHaveCount(0);
    await expectAccessible(page, "report success");

    const stored = await storedRecord("contact-enquiries", email);
    expect(stored).toMatchObject({
      type: "report",
      name: "Mere Tāwhiri",
      message: "Lying across the footpath by the crossing.",
      location: `${WELLINGTON_TEXT} (outside the library)`,
      registration: "4821",
    });
  });

  test("an incident is one tap away, and goes as one with its own label", async ({ page, secure }) => {
    await page.goto(secure("/report"));
    await form(page).getByRole("radio", { name: "Report an Incident" }).tap();
    await expect(form(page).getByRole("radio", { name: "Report an Incident" })).toBeChecked();
    await expect(form(page).getByLabel("Incident Details")).toBeVisible();
    await expect(form(page).getByLabel("Reason/Details")).toHaveCount(0);
    await page.route("**/api/facade/contact", (route) => route.fulfill({ status: 200, json: { data: {} } }));
    await form(page).getByLabel("Name").fill("Sam Ruawai");
    await form(page).getByLabel("Email", { exact: true }).fill("sam@kiwimail.co.nz");
    await form(page).getByLabel("Incident Details").fill("A rider hit a parked car on Lambton Quay.");
    const sent = page.waitForRequest("**/api/facade/contact");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const payload = (await sent).postDataJSON();
    expect(payload).toEqual({ type: "incident", name: "Sam Ruawai", email: "sam@kiwimail.co.nz", message: "A rider hit a parked car on Lambton Quay." });
  });

  test("the spec's messages and states, as on /contact: an address the server refuses, every word kept", async ({ page, secure }) => {
    await page.goto(secure("/report"));
    await form(page).getByLabel("Name").fill("Aroha Ngata");
    await form(page).getByLabel("Email", { exact: true }).fill("aroha@localhost");
    await form(page).getByLabel("Reason/Details").fill("Blocking the bus stop.");
    await form(page).getByLabel("Registration").fill("1207");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(alertIn(page)).toHaveText("Invalid name, email or message");
    await expect(form(page).getByLabel("Registration")).toHaveValue("1207");
    // Using the location is an edit like any other: it clears the error.
    await useMyLocation(page).click();
    await expect(form(page).getByLabel("Location")).toHaveValue(WELLINGTON_TEXT);
    await expect(alertIn(page)).toHaveCount(0);
  });

  test("no other page may ask for the position: the policy blocks it on /contact, and a link into /report loads it whole", async ({ page, request, secure }) => {
    for (const path of ["/", "/contact", "/accessibility", "/city/wellington"]) {
      const policy = (await request.get(path)).headers()["permissions-policy"];
      expect([path, policy]).toEqual([path, expect.stringContaining("geolocation=()")]);
    }
    await page.goto(secure("/contact"));
    const asked = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            navigator.geolocation.getCurrentPosition(
              ({ coords }) => resolve(`found ${coords.latitude}`),
              (error) => resolve(`error ${error.code}`),
            ),
          ),
      );
    // The browser has said yes to this origin; only the page's policy stands in the way.
    expect(await asked()).toBe("error 1");

    const link = page.getByRole("main").getByRole("link", { name: "Report a scooter or bike" });
    await expect(link).toHaveAttribute("href", "/report");
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await link.click();
    await expect(page).toHaveURL(/\/report$/);
    await expect(useMyLocation(page)).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    expect(await asked()).toBe(`found ${WELLINGTON.latitude}`);

    // Leaving loads the next page whole too, so it does not keep /report's policy.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await asked()).toBe("error 1");
  });
});

test.describe("/report when the phone will not say", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a refusal and a phone without a fix each say so, and the field stays free to type in", ONCE, async ({ page }) => {
    await page.addInitScript(() => {
      const code = Number(new URL(location.href).searchParams.get("fail"));
      navigator.geolocation.getCurrentPosition = (_found, failed) => failed?.({ code, message: "" } as GeolocationPositionError);
    });
    await page.goto("/report?fail=1");
    await useMyLocation(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Your phone did not share its location." })).toBeVisible();
    await expect(form(page).getByLabel("Location")).toHaveValue("");
    await expect(form(page).getByLabel("Location")).toBeEditable();
    await expectAccessible(page, "report location refused");

    await page.goto("/report?fail=2");
    await useMyLocation(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Your phone could not find where you are just now." })).toBeVisible();
    await page.goto("/report?fail=3");
    await useMyLocation(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Your phone could not find where you are just now." })).toBeVisible();
  });
});

test.describe("/report by keyboard, and its links", () => {
  test("the type by arrow key, the number's picture by Enter, the phone beside the form", async ({ page, market, marketData }) => {
    await page.goto("/report");
    const report = form(page).getByRole("radio", { name: "Report a Scooter/Bike" });
    await report.focus();
    await page.keyboard.press("ArrowRight");
    await expect(form(page).getByRole("radio", { name: "Report an Incident" })).toBeChecked();
    await expect(form(page).getByLabel("Incident Details")).toBeVisible();

    const help = form(page).getByText("Where do I find the number?");
    await help.focus();
    await page.keyboard.press("Enter");
    const picture = form(page).getByRole("img", { name: /A scooter and an e-bike side on/ });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await expect(form(page).getByText("A scooter's number has 4 digits.", { exact: false })).toBeVisible();
    await expectAccessible(page, "report with the number's picture open");

    const aside = page.getByRole("complementary", { name: "Rather talk to us?" });
    await expect(aside.getByRole("link", { name: marketData.contact.phoneLabel })).toHaveAttribute("href", FREEPHONE[market].tel);
    await expect(aside.getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Report a scooter or bike" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("/report's first screen on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("holds the report's first step, and the steps come in the order a report is read", async ({ page }) => {
    await page.goto("/report");
    const fold = 740;
    for (const control of [useMyLocation(page), form(page).getByLabel("Location")]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(fold);
    }
    const tops = [];
    for (const control of [
      form(page).getByLabel("Location"),
      form(page).getByLabel("Registration"),
      form(page).getByText("Where do I find the number?"),
      form(page).getByRole("group", { name: "What are you reporting?" }),
      form(page).getByLabel("Reason/Details"),
      form(page).getByLabel("Name"),
      form(page).getByLabel("Email", { exact: true }),
    ]) tops.push((await control.boundingBox())!.y);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test("an empty submit marks each field the server asks for, to the eye and to screen readers, with the spec's message", async ({ page }) => {
    await page.goto("/report");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(alertIn(page)).toHaveText("Invalid name, email or message");
    for (const [label, words] of [
      ["Name", "Add your name."],
      ["Email", "Add your email address."],
      ["Reason/Details", "Tell us what you found."],
    ] as const) {
      const control = form(page).getByLabel(label, { exact: true });
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(form(page).getByText(words)).toBeVisible();
      await expect(control).toHaveAccessibleDescription(new RegExp(words.replace(".", "\\.")));
    }
    await expect(form(page).getByLabel("Location")).not.toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "report refused, fields marked");
    await form(page).getByLabel("Name").fill("Mere");
    await expect(form(page).getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
  });
});
