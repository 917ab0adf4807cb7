import type { Page } from "@playwright/test";
import { appInfoSlugs, referrals } from "./content-data";
import { UI_ONCE, expect, expectAccessible, test } from "./fixtures";

const [UUID, CODE] = Object.entries(referrals)[0]!;
const failure = (page: Page) => page.getByRole("heading", { level: 1, name: "Something Went Wrong" });

async function expectNoChrome(page: Page) {
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Skip to content" })).toHaveCount(0);
}

/** Holds the facade's answer until the test lets it go, so the loader can be seen. */
async function holdAnswers(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("app-info", () => {
  for (const { slug, heading } of appInfoSlugs) {
    test(`/app-info/${slug} shows its content without header or footer`, async ({ page }) => {
      await page.goto(`/app-info/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectNoChrome(page);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });
  }

  test("/app-info/faq gives the market's number to tap for a ride that will not end", async ({ page, marketData }) => {
    await page.goto("/app-info/faq");
    const answer = page.getByRole("heading", { name: "What if I can't end my ride?" }).locator("xpath=following-sibling::p[1]");
    await expect(answer.getByRole("link", { name: marketData.contact.phoneLabel })).toHaveAttribute("href", /^tel:\d+$/);
  });

  const TABLES = [
    { slug: "go-pass", columns: ["Pass", "Price"], first: ["3 Day", "$25.00"], rows: 3 },
    { slug: "student-plan", columns: ["City", "Unlock", "Per minute", "Savings"], first: ["Auckland", "$0", "45c", "25%"], rows: 4 },
  ];
  for (const { slug, columns, first, rows } of TABLES) {
    test(`/app-info/${slug} shows its prices as a real table, readable at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`/app-info/${slug}`);
      const table = page.getByRole("table");
      await expect(table).toHaveCount(1);
      await expect(table.getByRole("columnheader")).toHaveText(columns);
      await expect(table.locator("thead th[scope=col]")).toHaveCount(columns.length);
      await expect(table.locator("tbody tr")).toHaveCount(rows);
      await expect(table.locator("tbody tr").first().getByRole("cell")).toHaveText(first);
      await expect(page.getByText(/\|\s*-{3}/)).toHaveCount(0);
      await expect(page.getByRole("region", { name: `Table: ${columns.join(", ")}` })).toBeVisible();
      // The page never scrolls sideways; a table wider than the screen scrolls inside its own region.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expectAccessible(page, `${slug} at 320 px`);
    });
  }

  test("asks the facade about a slug of any format (go_pass), and shows the failure the facade's answer means", async ({ page }) => {
    const answer = page.waitForResponse("**/api/facade/app-info");
    await page.goto("/app-info/go_pass");
    expect((await answer).request().postDataJSON()).toEqual({ slug: "go_pass" });
    await expect(failure(page)).toBeVisible();
  });

  test("shows the loader while the answer is slow, then the content", async ({ page }) => {
    const release = await holdAnswers(page, "**/api/facade/app-info");
    await page.goto("/app-info/go-pass");
    await expect(page.getByRole("status")).toHaveText("Loading");
    await expect(page.getByRole("heading")).toHaveCount(0);
    await expectAccessible(page);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Go Pass" })).toBeVisible();
    // The region that said "Loading" stays and says how it ended.
    await expect(page.getByRole("status")).toHaveText("Page loaded");
    await expectAccessible(page);
  });

  test("shows the failure state when the facade errors", UI_ONCE, async ({ page }) => {
    await page.route("**/api/facade/app-info", (route) => route.fulfill({ status: 500, json: { code: "upstream" } }));
    await page.goto("/app-info/go-pass");
    await expect(failure(page)).toBeVisible();
    await expect(page.getByText("Please go back and try again.", { exact: true })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Something Went Wrong. Please go back and try again.");
    await expectNoChrome(page);
    await expectAccessible(page);
  });

  test("shows the failure state for a slug the facade does not know", async ({ page }) => {
    const answer = page.waitForResponse("**/api/facade/app-info");
    await page.goto("/app-info/no-such-page");
    expect((await answer).status()).toBe(404);
    await expect(failure(page)).toBeVisible();
  });
});

test.describe("referral", () => {
  test("asks the facade about an id that is not an RFC 9562 uuid", async ({ page }) => {
    const answer = page.waitForResponse("**/api/promo/referral");
    await page.goto("/referral/rider-12345");
    expect((await answer).request().postDataJSON()).toEqual({ uuid: "rider-12345" });
    await expect(failure(page)).toBeVisible();
  });

  test("shows the rider's code large, without header or footer", async ({ page }) => {
    await page.goto(`/referral/${UUID}`);
    await expect(page.getByRole("heading", { level: 1, name: "Your referral code" })).toBeVisible();
    const code = page.getByRole("button", { name: CODE });
    await expect(code).toBeVisible();
    const size = await code.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(27);
    await expectNoChrome(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectAccessible(page);
  });

  test("shows the loader while the answer is slow, then the code", async ({ page }) => {
    const release = await holdAnswers(page, "**/api/promo/referral");
    await page.goto(`/referral/${UUID}`);
    await expect(page.getByRole("status")).toHaveText("Loading");
    await expect(page.getByText(CODE)).toHaveCount(0);
    release();
    await expect(page.getByRole("button", { name: CODE })).toBeVisible();
  });

  test("shows the failure state when the facade errors", UI_ONCE, async ({ page }) => {
    await page.route("**/api/promo/referral", (route) => route.fulfill({ status: 500, json: { code: "upstream" } }));
    await page.goto(`/referral/${UUID}`);
    await expect(failure(page)).toBeVisible();
    await expectNoChrome(page);
    await expectAccessible(page);
  });

  test("shows the failure state for an unknown rider", async ({ page }) => {
    await page.goto("/referral/00000000-0000-4000-8000-000000000000");
    await expect(failure(page)).toBeVisible();
  });

  // Formats are the API's to judge (the site checks only length and control characters): it refuses this one.
  test("shows the failure state for a malformed uuid, refused by the facade", async ({ page }) => {
    const answered = page.waitForResponse((response) => response.url().includes("/api/promo/referral"));
    await page.goto("/referral/not-a-uuid");
    expect((await answered).status()).toBeGreaterThanOrEqual(400);
    await expect(failure(page)).toBeVisible();
  });

  test("tapping the code opens the share sheet with the code", UI_ONCE, async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, "__shared", { value: shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await page.goto(`/referral/${UUID}`);
    await expect(page.getByText("Tap the code to share it.")).toBeVisible();
    await page.getByRole("button", { name: CODE }).click();
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.text).toContain(CODE);
  });

  test("without a share sheet, tapping the code selects it", UI_ONCE, async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, "share");
    });
    await page.goto(`/referral/${UUID}`);
    await expect(page.getByText("Tap the code to select it.")).toBeVisible();
    await page.getByRole("button", { name: CODE }).click();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(CODE);
  });

  test("the Copy button copies the code and says so", UI_ONCE, async ({ page }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.defineProperty(window, "__copied", { value: copied });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        configurable: true,
        get: () => ({ writeText: async (text: string) => void copied.push(text) }),
      });
    });
    await page.goto(`/referral/${UUID}`);
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([CODE]);
  });
});
