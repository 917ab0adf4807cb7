import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import careers from "../content/facade/careers.json";
import instructionSets from "../content/facade/instructions/7.json";
import plans from "../content/facade/plans.json";
import { UPSTREAM_TIMEOUT_MS } from "../lib/facade/upstream";
import type { Fault, Faults } from "../lib/facade/http/faults";
import { referrals } from "./content-data";
import { vehicle } from "./content";
import { expect, test } from "./fixtures";
import { alertIn } from "./forms";
import { E2E_FAULTS_FILE } from "./hosts";
import { filledMarkup, revalidate, served, upstreamRequest } from "./revalidate";

/**
 * The site on FACADE_API_URL with the facade server misbehaving on demand. Faults apply to every visitor of the
 * facade server, so these tests run one at a time, after the other upstream-mode specs (playwright.config.ts).
 */
test.describe.configure({ mode: "serial" });

function setFaults(faults: Faults) {
  fs.mkdirSync(path.dirname(E2E_FAULTS_FILE), { recursive: true });
  fs.writeFileSync(E2E_FAULTS_FILE, JSON.stringify(faults));
}
test.afterEach(() => setFaults({}));

const TRANSIENT: Fault[] = ["error", "slow", "reset", "garbage"];
/** A form or in-app page may wait for the site's upstream timeout, and one second more at most. */
const PATIENCE_MS = UPSTREAM_TIMEOUT_MS + 1000;
const [UUID] = Object.entries(referrals)[0]!;
const TOKEN = "a".repeat(43);

type Surface = { name: string; endpoint: string; act: (page: Page) => Promise<void>; outcome: (page: Page) => Promise<void> };

const generic = (text: string) => async (page: Page) => expect(alertIn(page)).toHaveText(text, { timeout: PATIENCE_MS });
const failureHeading = async (page: Page) =>
  expect(page.getByRole("heading", { level: 1, name: "Something Went Wrong" })).toBeVisible({ timeout: PATIENCE_MS });

const SURFACES: Surface[] = [
  {
    name: "contact",
    endpoint: "/api/facade/contact",
    act: async (page) => {
      await page.goto("/contact");
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
      await page.getByLabel("Name").fill("Aroha Ngata");
      await page.getByLabel("Email", { exact: true }).fill("aroha@kiwimail.co.nz");
      await page.getByLabel("Message").fill("Kia ora");
      await page.getByRole("button", { name: "Send Message" }).click();
    },
    outcome: generic("Something went wrong"),
  },
  {
    name: "join-plan",
    endpoint: "/api/facade/join-plan",
    act: async (page) => {
      await page.goto("/join-plan/wcc");
      const form = page.getByRole("form", { name: "Verify your workplace plan" });
      await expect(form.getByRole("button", { name: "Verify My Email" })).toBeEnabled({ timeout: 15_000 });
      await page.getByRole("textbox", { name: "Work email" }).fill("aroha@wcc.govt.nz");
      await page.getByRole("textbox", { name: "Phone number" }).fill("021 123 4567");
      await form.getByRole("button", { name: "Verify My Email" }).click();
    },
    outcome: generic("Something went wrong"),
  },
  {
    name: "workplace-session",
    endpoint: "/api/facade/workplace-session",
    act: async (page) => {
      await page.goto("/workplace-session");
      const form = page.getByRole("form", { name: "Workplace training request" });
      await expect(form.getByRole("button", { name: "Request a Session" })).toBeEnabled();
      await form.getByLabel("Name", { exact: true }).fill("Liam Fitzgerald");
      await form.getByLabel("Work email", { exact: true }).fill("liam@harbourworks.co.nz");
      await form.getByLabel("Organisation", { exact: true }).fill("Harbour Works");
      await form.getByRole("button", { name: "Request a Session" }).click();
    },
    outcome: generic("Something went wrong"),
  },
  { name: "verify-plan", endpoint: "/api/facade/verify-plan", act: async (page) => void (await page.goto(`/verify-plan/${TOKEN}`)), outcome: generic("Something went wrong. Please try again.") },
  { name: "app-info", endpoint: "/api/facade/app-info", act: async (page) => void (await page.goto("/app-info/go-pass")), outcome: failureHeading },
  { name: "referral", endpoint: "/api/promo/referral", act: async (page) => void (await page.goto(`/referral/${UUID}`)), outcome: failureHeading },
];

/** Runs one surface in its own page: the site's endpoint answers 502 `upstream` and the message shows in time. */
async function expectCatalogueMessage(page: Page, surface: Surface) {
  let sentAt = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === surface.endpoint) sentAt = Date.now();
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === surface.endpoint, { timeout: 30_000 });
  await surface.act(page);
  const response = await answered;
  expect(response.status(), `${surface.name}: status`).toBe(502);
  // Not the body: Chromium may no longer hold it once the page has read it (reading it hung the test).
  expect(response.headers()["content-type"], `${surface.name}: a JSON code`).toContain("application/json");
  await surface.outcome(page);
  expect(Date.now() - sentAt, `${surface.name}: waited`).toBeLessThan(PATIENCE_MS);
}

for (const fault of TRANSIENT) {
  test(`${fault}: every form and in-app page shows the catalogue's message in time; the endpoints answer 502 upstream`, async ({ context }) => {
    test.setTimeout(90_000);
    setFaults({ contact: fault, "join-plan": fault, "workplace-session": fault, "verify-plan": fault, "app-info": fault, referral: fault });
    // Side by side, so a slow upstream costs one timeout rather than six.
    await Promise.all(SURFACES.map(async (surface) => expectCatalogueMessage(await context.newPage(), surface)));
  });
}

test("a plan that cannot be loaded sends the visitor home, for every fault (spec: join-plan load failure)", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  for (const fault of TRANSIENT) {
    setFaults({ "get-plan": fault });
    await page.goto("/join-plan/wcc");
    await expect(page, fault).toHaveURL(`${baseURL}/`, { timeout: PATIENCE_MS + 2000 });
  }
});

test("a failed revalidation keeps the last good page: no error, no redirect, no lost section", async ({ market }) => {
  test.setTimeout(90_000);
  const request = await upstreamRequest(market);
  const pages = [
    { path: "/city/wellington", fault: { region: "reset", instruction: "reset" }, keeps: [filledMarkup("/city/wellington"), '<h2 id="safety-heading">'] },
    { path: "/how-to/scooter", fault: { instruction: "garbage" }, keeps: [filledMarkup("/how-to/scooter")] },
    { path: "/careers", fault: { career: "error" }, keeps: careers.map((job) => `<article id="job-${job.id}"`) },
    { path: "/safety/wellington", fault: { instruction: "slow" }, keeps: [filledMarkup("/safety/wellington")] },
  ] satisfies { path: string; fault: Faults; keeps: string[] }[];
  for (const page of pages) {
    setFaults(page.fault);
    expect(await revalidate(request, market, page.path), `revalidating ${page.path} under ${JSON.stringify(page.fault)}`).not.toBe(200);
    setFaults({});
    const html = await served(request, page.path);
    for (const text of page.keeps) expect(html.includes(text), `${page.path} keeps ${text}`).toBe(true);
  }
  await request.dispose();
});

test("one bad item in a list drops that item only; the rest render", async ({ market, page }) => {
  const request = await upstreamRequest(market);
  try {
    setFaults({ career: "bad-item", instruction: "bad-item", "get-plan": "bad-item" });
    for (const path of ["/careers", "/how-to/scooter"]) expect(await revalidate(request, market, path)).toBe(200);

    const [first, ...rest] = careers;
    const careersHtml = await served(request, "/careers");
    expect(careersHtml.includes(`<article id="job-${first!.id}"`), "the broken opening").toBe(false);
    for (const job of rest) expect(careersHtml.includes(`<article id="job-${job.id}"`), job.title).toBe(true);

    expect(vehicle("scooter").instructionGroupId).toBe(7);
    const [broken, ...kept] = instructionSets.items;
    await page.goto("/how-to/scooter");
    await expect(page.locator("#safety").getByRole("heading", { level: 3 })).toHaveText(kept.map((item) => item.title));
    expect(broken!.title).not.toBe("");

    const [iconless, ...benefits] = plans.wcc.benefits;
    await page.goto("/join-plan/wcc");
    for (const benefit of benefits) await expect(page.getByRole("heading", { name: benefit.title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: iconless!.title })).toHaveCount(0);
  } finally {
    setFaults({});
    for (const path of ["/careers", "/how-to/scooter"]) await revalidate(request, market, path);
    await request.dispose();
  }
});
