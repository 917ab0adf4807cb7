import type { Page } from "@playwright/test";
import { indexablePaths } from "../lib/seo/paths";
import { expect, test } from "./fixtures";
import { prerendered } from "./forms";

/** Pages outside the sitemap, each kind once: forms, shells, redirects, quiz answers, not-found. */
const OTHER_PAGES = [
  "/helmets", "/download", "/join-plan/wcc", "/verify-plan/abcdefghijklmnopqrstuvwxyz", "/app-info/go-pass",
  "/referral/b74e74d0-54c4-41f1-8c97-b79c168f8b38", "/safety/wellington", "/event/flappy", "/no-such-page", "/app-info/a/b",
];

/**
 * What HTML checkers other than axe report, read from the HTML as served: every <section> has a heading of its
 * own (not only one inside a nested article or section), every text input names its type.
 */
async function validatorFindings(page: Page, html: string): Promise<string[]> {
  const refreshes = [...html.matchAll(/<meta http-equiv="refresh" content="([^"]*)"/g)].map((match) => match[1] ?? "");
  // Read without its refresh, which would otherwise navigate away before the checks run.
  await page.setContent(html.replace(/<meta http-equiv="refresh"[^>]*>/g, ""), { waitUntil: "domcontentloaded" });
  const malformed = refreshes.filter((content) => !/^\d+; url=\S+$/.test(content)).map((content) => `meta refresh "${content}"`);
  return [...malformed, ...(await page.evaluate(() => {
    const describe = (element: Element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">: ${element.textContent?.trim().slice(0, 60)}`;
    const headless = [...document.querySelectorAll("section")].filter(
      (section) => ![...section.querySelectorAll("h1, h2, h3, h4, h5, h6")].some((heading) => heading.parentElement?.closest("section, article, aside, nav") === section),
    );
    const untyped = [...document.querySelectorAll("input:not([type])")];
    return [
      ...headless.map((section) => `section without a heading ${describe(section)}`),
      ...untyped.map((input) => `input without a type ${describe(input)}`),
    ];
  }))];
}

test.describe("HTML validators", () => {
  test("every page: sections have headings, inputs say their type, refreshes are well formed", async ({ browser, request }) => {
    test.slow();
    // Scripts off and no network: only the served HTML is read, and /helmets cannot refresh away.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route("**/*", (route) => route.abort());
    const findings: string[] = [];
    for (const path of [...indexablePaths(), ...OTHER_PAGES]) {
      const response = await request.get(path);
      findings.push(...(await validatorFindings(page, await response.text())).map((finding) => `${path}: ${finding}`));
    }
    await context.close();
    expect(findings).toEqual([]);
  });

  test("/join-plan/{plan} has an h1 before and after the plan loads", async ({ page, request, market }) => {
    expect(await prerendered(request, market, "/join-plan/wcc")).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    await page.goto("/join-plan/wcc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
});
