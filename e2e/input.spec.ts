import { expect, test } from "./fixtures";
import { alertIn, records } from "./forms";

/** What the site itself refuses in a request (control characters, over-long values) and what it leaves to the API. */
const valid = { type: "general", name: "Tama", email: "tama@kiwi.nz", message: "Kia ora" };
const CONTROLS = { NUL: "\u0000", CR: "\r", LF: "\n", DEL: "\u007f", NEL: "\u0085", RLO: "\u202e", LRI: "\u2066", ALM: "\u061c" };

test.describe("request values", () => {
  test("a control character in any text field is refused as validation", async ({ request }) => {
    const cases: [string, string, Record<string, string>][] = [];
    for (const [name, char] of Object.entries(CONTROLS)) {
      cases.push(["/api/facade/contact", `name with ${name}`, { ...valid, name: `Ta${char}ma` }]);
      cases.push(["/api/facade/contact", `location with ${name}`, { ...valid, type: "report", location: `Cuba${char} St` }]);
      cases.push(["/api/facade/verify-plan", `token with ${name}`, { token: `abcdefghijklmnopqrstuvwxyz${char}` }]);
      cases.push(["/api/facade/app-info", `slug with ${name}`, { slug: `go${char}pass` }]);
    }
    cases.push(["/api/facade/contact", "message with a vertical tab", { ...valid, message: "one\u000btwo" }]);
    cases.push(["/api/facade/contact", "message with a lone CR", { ...valid, message: "one\rtwo" }]);
    for (const [endpoint, label, data] of cases) {
      const response = await request.post(endpoint, { data });
      expect(response.status(), label).toBe(400);
      expect(await response.json(), label).toEqual({ code: "validation" });
    }
  });

  test("a message keeps its paragraphs: tab and line breaks pass, CRLF is stored as LF", async ({ request, market }) => {
    const name = `Paragraphs ${market} ${Date.now()}`;
    const response = await request.post("/api/facade/contact", { data: { ...valid, name, message: "Kia ora,\r\n\r\n\tthe scooter\nby the library." } });
    expect(response.status()).toBe(200);
    await expect.poll(() => records("contact-enquiries").find((record) => record.name === name)?.message).toBe("Kia ora,\n\n\tthe scooter\nby the library.");
  });

  test("a dotted token reaches the facade and the page: the embedded facade's answer and message are today's", async ({ page, request }) => {
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln";
    const response = await request.post("/api/facade/verify-plan", { data: { token: jwt } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ code: "validation" });
    await page.goto(`/verify-plan/${jwt}`);
    await expect(alertIn(page)).toHaveText("The email verification token was invalid. Please try again.");
  });

  test("a plan key with capitals or an underscore is asked about, encoded, and the embedded facade's answer sends the visitor home", async ({ page, baseURL }) => {
    const asked = page.waitForRequest("**/api/facade/get-plan/**");
    await page.goto("/join-plan/Go_Pass");
    expect(new URL((await asked).url()).pathname).toBe("/api/facade/get-plan/Go_Pass");
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("a phone written with dots gets the embedded facade's 'Invalid email or phone', as before", async ({ request }) => {
    const response = await request.post("/api/facade/join-plan", { data: { plan: "wcc", email: "aroha@wcc.govt.nz", phone: "021.123.4567" } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ code: "validation" });
  });
});
