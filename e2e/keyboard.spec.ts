import type { Page } from "@playwright/test";
import { content } from "./content";
import { expect, site, test } from "./fixtures";
import { focusStop, ringContrast, type FocusStop } from "./focus";

/*
 * A keyboard user's and a phone user's walk. Nothing here depends on the market (the chrome, the styles and the
 * layout are the same build), so it runs in the nz project only.
 */
test.skip(({ market }) => market === "au", "market-agnostic: run once");

const TOP = ["Cities", "Safety", "About", "Contact", "Download"];
const FOOTER_LINKS = ["Cities", "Pricing", "Safety", "About", "How To", "Careers", "Contact", "Report a scooter or bike", "Terms of Use", "Privacy Policy", "Accessibility"];

/** Tabs from the top of the page until focus has left the footer (or wraps), keeping every stop. */
async function tabThrough(page: Page, limit = 120) {
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    if (!stop || (stops.length > 0 && stop.landmark !== "footer" && stops[stops.length - 1]!.landmark === "footer")) break;
    stops.push(stop);
  }
  return stops;
}

const names = (stops: FocusStop[]) => stops.map((stop) => stop.label.replace(/^\w+ "(.*)"$/, "$1"));

test.describe("keyboard", () => {
  test("home and /contact at 1440 px: Tab runs header, page, footer in order; every ring keeps 3:1 on light, pink and dark", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const stops = await tabThrough(page);

    expect(names(stops).slice(0, 7)).toEqual(["Skip to content", `${site.product} home`, ...TOP]);
    const footer = stops.filter((stop) => stop.landmark === "footer");
    expect(names(footer)).toEqual([
      `${site.product} home`,
      ...["Facebook", "X (formerly Twitter)", "Instagram", "TikTok"].map((network) => `${site.product} on ${network} (opens in a new tab)`),
      ...FOOTER_LINKS,
      expect.stringMatching(/^0800 /),
      expect.stringMatching(/@/),
      "Download on the App Store: the Flamingo app",
      "Get it on Google Play: the Flamingo app",
    ]);

    // /contact adds inputs, a select and the dark Quick contact panel to the walk.
    await page.goto("/contact");
    stops.push(...(await tabThrough(page)));
    const weak = stops.filter((stop) => ringContrast(stop) < 3).map((stop) => `${stop.label} in ${stop.landmark}: ${stop.ring.join(" + ") || "no ring"} on ${stop.behind.join(" / ")}`);
    expect(weak, "focus rings under 3:1").toEqual([]);
    // The walks crossed every kind of background: white, blush (the discounts box) and ink (gift cards, footer).
    const kinds = new Set(stops.flatMap((stop) => stop.behind));
    for (const background of ["rgb(255, 255, 255)", "rgb(255, 240, 245)", "rgb(27, 27, 47)"]) expect([...kinds]).toContain(background);
  });

  test("at 375 px the menu closes when focus moves past it, either way", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const toggle = page.getByRole("banner").getByRole("button", { name: /menu/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of TOP) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name, exact: true })).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    }
    await page.keyboard.press("Tab"); // past Download: onto the page the panel was covering
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Cities" })).toBeHidden();
    const stop = await focusStop(page);
    expect(stop?.landmark).toBe("main");

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Shift+Tab"); // back onto the logo
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the current page is marked in both navigations, for screen readers and to the eye", async ({ page }) => {
    await page.goto("/safety");
    const top = page.getByRole("navigation", { name: "Main" });
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const nav of [top, footer]) {
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText("Safety");
      const mark = (name: string) => nav.getByRole("link", { name, exact: true }).evaluate((link) => getComputedStyle(link).textDecorationLine);
      expect(await mark("Safety")).toContain("underline");
      expect(await mark("About")).not.toContain("underline");
    }
  });

  test("a name given in place of a control's words still holds them, so voice control finds it by what it shows", async ({ page }) => {
    await page.goto("/");
    const mismatched = await page.locator("a[aria-label], button[aria-label]").evaluateAll((elements) =>
      elements
        .map((element) => ({ name: element.getAttribute("aria-label") ?? "", shown: (element as HTMLElement).innerText.replace(/\s+/g, " ").trim() }))
        .filter(({ name, shown }) => shown !== "" && !name.toLowerCase().includes(shown.toLowerCase())),
    );
    expect(mismatched).toEqual([]);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Get it on Google Play" })).toBeVisible();
  });
});

test.describe("phones", () => {
  test("home at 375 px is at most about six screens tall and keeps every section", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Find Flamingo in Your City",
      "How to Ride",
      "Community & Student Discounts",
      "Gift Cards & Merch",
      content<{ workplace: { title: string } }>("pages/home.json").workplace.title,
    ]);
    await expect(main.getByRole("link", { name: /^(Auckland|Wellington|Dunedin|Tauranga|Christchurch|Palmerston North|Porirua|Waimakariri)/ })).toHaveCount(5);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(5_000);
  });

  test("/contact at 375 px puts the call line above the form", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/contact");
    const call = page.getByRole("main").getByRole("link", { name: /^0800 / }).first();
    const form = page.getByRole("form", { name: "Contact form" });
    const [callBox, formBox] = [await call.boundingBox(), await form.boundingBox()];
    expect(callBox!.y + callBox!.height).toBeLessThan(formBox!.y);
  });
});
