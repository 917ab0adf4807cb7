import type { Browser, Page } from "@playwright/test";
import { sitemapPaths, unlistedPaths } from "./every-page";
import { expect, test } from "./fixtures";
import { E2E_PORT, MARKET_HOSTS } from "./hosts";
import { content } from "./content";
import { referrals } from "./content-data";
import { alertIn } from "./forms";
import { getFrom } from "./http";
import { nuCheck, type NuDocument } from "./nu-checker";

type Market = keyof typeof MARKET_HOSTS;
const MARKETS = Object.keys(MARKET_HOSTS) as Market[];

/** The not-found pages answer 404 on purpose; every other listed page is served as it is, without a redirect. */
const NOT_FOUND = new Set(["/no-such-page", "/app-info/a/b"]);

/** Every page of a market as its server sends it: the sitemap's pages, then the ones it leaves out. */
async function servedPages(market: Market): Promise<NuDocument[]> {
  const sitemap = await getFrom(market, "/sitemap.xml");
  expect(sitemap.status).toBe(200);
  const paths = [...sitemapPaths(sitemap.text()), ...unlistedPaths()];
  expect(paths.length).toBeGreaterThan(100);
  const documents: NuDocument[] = [];
  for (const path of paths) {
    const response = await getFrom(market, path);
    expect(response.status, `${market} ${path}`).toBe(NOT_FOUND.has(path) ? 404 : 200);
    documents.push({ label: `${market} ${path}`, html: response.text() });
  }
  return documents;
}

/** The document as the browser holds it now, scripts' work included, for the checker. */
const rendered = async (page: Page, label: string): Promise<NuDocument> => ({
  label,
  html: `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`,
});

/**
 * States that exist only once scripts have run: the in-app pages and referral code read from the API, a join page's
 * plan, an incident report the server refused, and the fare finder's answers (a week, a month, riding days with a
 * card, numbers refused).
 */
async function renderedStates(browser: Browser, market: Market): Promise<NuDocument[]> {
  const context = await browser.newContext({ baseURL: `http://${MARKET_HOSTS[market]}:${E2E_PORT}` });
  const page = await context.newPage();
  const documents: NuDocument[] = [];
  const settled = async (path: string, ready: () => Promise<void>, state = "rendered") => {
    await page.goto(path);
    await ready();
    documents.push(await rendered(page, `${market} ${path} (${state})`));
  };
  const status = page.getByRole("status").first();
  await settled("/app-info/faq", () => expect(status).toHaveText("Page loaded"));
  await settled("/app-info/no-such-slug", () => expect(page.getByRole("heading", { name: "Something Went Wrong" })).toBeVisible());
  const [referral, code] = Object.entries(referrals)[0]!;
  await settled(`/referral/${referral}`, () => expect(page.getByRole("button", { name: code })).toBeVisible());
  const [plan, { name }] = Object.entries(content<Record<string, { name: string }>>("facade/plans.json"))[0]!;
  await settled(`/join-plan/${plan}`, () => expect(page.getByRole("heading", { level: 1, name })).toBeVisible());
  await settled("/contact", async () => {
    await page.getByLabel("What can we help with?").selectOption("incident");
    await page.getByLabel("Name").fill("Aroha Ngata");
    await page.getByLabel("Email", { exact: true }).fill("aroha@localhost");
    await page.getByLabel("Incident Details").fill("Kia ora, a scooter is lying across the footpath.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(alertIn(page)).toHaveText(/\S/);
  }, "incident refused");
  const fares = page.getByRole("status", { name: "Your fares" });
  const answers = [
    ["city=auckland&by=week&weekly=10&minutes=15", "In Auckland, for 10 rides"],
    ["city=dunedin&by=month&monthly=1&minutes=10", "In Dunedin, for 1 ride"],
    ["city=tauranga&by=days&days=5&daily=2&minutes=40&card=student", "In Tauranga, for 2 rides"],
    ["city=wellington&by=days&days=9&daily=4&minutes=30", "Check your numbers"],
  ] as const;
  for (const [query, answer] of answers) await settled(`/pricing?${query}`, () => expect(fares).toContainText(answer));
  await context.close();
  return documents;
}

test.describe("Nu HTML checker", () => {
  test("every page in both markets, as served and as scripts leave it, has no error", async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== "nz", "one run reads both markets' hosts");
    test.setTimeout(240_000);
    const documents: NuDocument[] = [];
    for (const market of MARKETS) documents.push(...(await servedPages(market)), ...(await renderedStates(browser, market)));
    const { errors, warnings } = await nuCheck(documents);
    // Warnings do not fail the test; they are printed so that a new one is read, and fixed when it is a real problem.
    if (warnings.length) console.warn(`Nu HTML checker warnings:\n${warnings.join("\n")}`);
    expect(errors, `Nu HTML checker errors in ${documents.length} documents`).toEqual([]);
  });
});
