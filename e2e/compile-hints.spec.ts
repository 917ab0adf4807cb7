import { expect, ONCE, test } from "./fixtures";

/** V8's explicit compile hint, as the first line of a script (what scripts/compile-hints.mjs writes). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * docs/performance.md, "Scripts compiled while they download": every script a served page starts with carries V8's
 * explicit compile hint as its first line (scripts/compile-hints.mjs, run after the build); the scripts loaded later
 * on purpose, and the polyfills only browsers without modules fetch, do not.
 */
test.describe("compile hints", () => {
  test("the scripts a page starts with carry the hint, and the ones it loads later do not", ONCE, async ({ page }) => {
    await page.goto("/robots.txt");
    const startup = new Set<string>();
    for (const path of ["/", "/pricing", "/contact", "/city/wellington", "/10k"]) {
      const tags = await page.evaluate(async (url) => [...(await (await fetch(url)).text()).matchAll(/<script src="([^"]+)"([^>]*)>/g)].map((match) => ({ src: match[1] ?? "", noModule: /nomodule/i.test(match[2] ?? "") })), path);
      expect(tags.length, path).toBeGreaterThan(0);
      for (const { src, noModule } of tags) {
        const text = await page.evaluate(async (url) => (await fetch(url)).text(), src);
        if (noModule) expect(text.startsWith(COMPILE_HINT), `${src}, a polyfill`).toBe(false);
        else expect(text.startsWith(COMPILE_HINT), `${src}, named by ${path}`).toBe(true);
        startup.add(new URL(src, page.url()).pathname);
      }
    }

    // /pricing loads the finder's sums at the first choice and the field-vitals reporter once idle: neither is hinted.
    const later: { url: string; hinted: Promise<boolean> }[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith(".js") && !startup.has(url.pathname)) later.push({ url: url.pathname, hinted: response.text().then((text) => text.startsWith(COMPILE_HINT)) });
    });
    await page.goto("/pricing");
    await page.getByLabel("City", { exact: true }).selectOption({ label: "Auckland" });
    await expect(page.getByRole("status", { name: "Your fares" })).toContainText("In Auckland, for");
    await expect.poll(() => later.length, { message: "scripts loaded after the start" }).toBeGreaterThanOrEqual(1);
    for (const { url, hinted } of later) expect(await hinted, url).toBe(false);
  });
});
