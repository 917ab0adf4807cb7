import { expect, test } from "./fixtures";

// A page's CSS comes once, in its <style>: the instance takes the copy out of the page's flight data
// (server/payload-css.cjs), and React adopts the <style> by its href. Pages reached by a link get theirs from their
// own payload, so every page is still styled however it is reached.

test.skip(({ market }) => market === "au", "market-agnostic: run once");

/** The text of a page's inline flight data, all pushes joined. */
const flightText = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "[]")[1] as string).join("");

test("the served page carries its stylesheet once, and every page stays styled through links and history", async ({ page, request }) => {
  const html = await (await request.get("/contact")).text();
  const css = /<style data-precedence="next"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  expect(css.length).toBeGreaterThan(1000);
  const sample = css.slice(0, 80);
  expect(flightText(html)).not.toContain(sample);
  expect(html.split(sample)).toHaveLength(2);

  const headingSize = () => page.getByRole("heading", { level: 1 }).evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize));
  const bodySize = () => page.locator("main p").first().evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
  const styled = async () => {
    // Unstyled, a heading is the browser's 2em of a 16 px body; the site's are larger than that.
    expect(await headingSize()).toBeGreaterThan(2 * (await bodySize()));
    await expect(page.locator("header").first()).toHaveCSS("position", /sticky|fixed/);
  };

  await page.goto("/");
  await styled();
  await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await styled();
  await page.locator("footer").getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await styled();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await styled();
});
