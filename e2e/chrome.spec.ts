import { expect, expectAccessible, site, test, titled } from "./fixtures";
import { getFrom } from "./http";
import { redirectOf } from "./requests";

const TOP = ["Cities", "Safety", "About", "Contact"];
const FOOTER: [string, string][] = [
  ["Cities", "/cities"], ["Pricing", "/pricing"], ["Safety", "/safety"], ["About", "/about"], ["How To", "/how-to/scooter"],
  ["Careers", "/careers"], ["Contact", "/contact"], ["Report a scooter or bike", "/report"], ["Terms of Use", "/terms"],
  ["Privacy Policy", "/privacy"], ["Accessibility", "/accessibility"],
];

test.describe("site chrome", () => {
  test("top bar and footer carry every link, the social profiles, the store badges and the copyright", async ({ page, marketData, request }) => {
    await page.goto("/ride");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: `${site.product} home` })).toHaveAttribute("href", "/");
    for (const name of TOP) await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "Download" })).toBeVisible();

    const footer = page.getByRole("contentinfo");
    for (const [name, href] of FOOTER) await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    for (const [network, url] of [["Facebook", site.social.facebook], ["X", site.social.x], ["Instagram", site.social.instagram], ["TikTok", site.social.tiktok]]) {
      await expect(footer.getByRole("link", { name: new RegExp(`on ${network} \\(`) })).toHaveAttribute("href", url!);
    }
    await expect(footer.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", marketData.appStoreUrl);
    await expect(footer.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", site.playStoreUrl);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.company}`);

    // Each mark is drawn from the one sprite (lib/brand/icons.ts): every symbol a <use> names in a file is in it (the
    // hero's own drawing, inline, refers to its own ids).
    const marks = await page.locator('svg use[href*=".svg#"]').evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
    expect(marks.length).toBeGreaterThanOrEqual(6);
    const sprite = await request.get(marks[0]!.split("#")[0]!);
    expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
    const symbols = await sprite.text();
    for (const mark of marks) expect(symbols).toContain(`<symbol id="${mark.split("#")[1]}"`);
  });

  test("the copyright year is the year of viewing, not of the build", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-06-01T10:00:00+12:00"));
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(`© 2031 ${site.company}`);
  });

  test("the mobile menu opens, announces its state, closes on Escape and on a link click", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Cities" })).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Cities" })).toBeVisible();
    await expectAccessible(page, "home with the menu open");

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the mobile menu dims and holds the page behind it, its entries on the Download button's left edge, and a tap on the dim closes it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, 200));
    // A tap where the button is: Playwright's own click first scrolls a sticky bar's button "into view", to the top.
    const button = (await page.getByRole("button", { name: "Open menu" }).boundingBox())!;
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Cities" })).toBeVisible();
    // One left edge: each entry's words and the Download button's box.
    const edges = await nav.evaluate((element, names) => {
      const words = [...element.querySelectorAll("a")].filter((link) => names.includes(link.textContent?.trim() ?? "")).map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return Math.round(range.getBoundingClientRect().left);
      });
      const download = [...element.querySelectorAll("a, button")].find((each) => each.textContent?.trim() === "Download")!;
      return { words, download: Math.round(download.getBoundingClientRect().left) };
    }, TOP);
    expect(edges.words.length).toBeGreaterThanOrEqual(4);
    for (const left of edges.words) expect(left).toBe(edges.download);
    // The page below the panel is dimmed.
    const panel = (await nav.boundingBox())!;
    const probe = { x: 40, y: Math.round(panel.y + panel.height + 80) };
    expect(probe.y).toBeLessThan(720);
    expect(await nav.evaluate((element) => getComputedStyle(element).boxShadow)).toMatch(/rgba\(27, 27, 47, 0\.5\)/);
    await page.evaluate(() => {
      for (const type of ["mousedown", "click"]) document.addEventListener(type, () => Object.assign(window, { __reached: type }));
    });
    // The page holds still: a wheel over it scrolls nothing.
    await page.mouse.move(probe.x, probe.y);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    // A tap on the dim closes the menu and reaches nothing under it.
    const url = page.url();
    await page.mouse.click(probe.x, probe.y);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { __reached?: string }).__reached), "the tap reached the page under the dim").toBeUndefined();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test("the mobile menu closes when the logo is clicked, even on the page it links to", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const start of ["/about", "/"]) {
      await page.goto(start);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("banner").getByRole("link", { name: `${site.product} home` }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cities" })).toBeHidden();
    }
  });

  test("the mobile menu closes on every route change, back and forward included", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // A client-side visit to /about, so back and forward below stay in one page and the header is never remounted.
    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/about$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Cities" })).toBeHidden();
  });

  test("every navigation starts at the top of the page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("unknown paths get the styled not-found page with a 404, and the market prefix is not reachable", async ({ page, request }) => {
    for (const path of ["/no-such-page", "/nz/cities", "/au/cities", "/nz", "/a/b/c"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Wrong turn");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expectAccessible(page, "not found");
  });

  test("files and dotfiles that do not exist get the same not-found page, in the market's chrome, with a 404", async ({ page, market, marketData }) => {
    for (const path of ["/index.html", "/contact.json", "/.env", "/.git/config", "/wp-login.php", "/sitemap-pages.xml"]) {
      const raw = await getFrom(market, path);
      expect(raw.status, path).toBe(404);
      expect(raw.text(), path).toContain("This page isn&#x27;t on the map.");
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toContainText("Wrong turn");
      await expect(page.getByRole("banner"), path).toBeVisible();
      await expect(page.getByRole("contentinfo"), path).toContainText(marketData.contact.email);
    }
    // The files that do exist are still served.
    expect((await getFrom(market, "/icons/icon.svg")).status).toBe(200);
    expect((await getFrom(market, "/assets/images/not-found.svg")).status).toBe(200);
  });

  test("a city, vehicle, promo, quiz or news key typed with capitals goes to its lowercase page", async ({ page, request, market }) => {
    for (const [path, location] of <const>[
      ["/City/Wellington", "/city/wellington"],
      ["/city/WELLINGTON", "/city/wellington"],
      ["/how-to/Bike", "/how-to/bike"],
      ["/Promo/Tauranga", "/promo/tauranga"],
      ["/quiz/CUBA", "/quiz/cuba"],
      ["/News/Flamingo-Gen-5", "/news/flamingo-gen-5"],
    ]) {
      expect(await redirectOf(request, market, path), path).toEqual({ status: 308, location });
    }
    await page.goto("/city/WELLINGTON");
    await expect(page).toHaveURL(/\/city\/wellington$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Wellington");
    // A capitalised key that is not known is treated as any unknown key: home.
    expect(await redirectOf(request, market, "/City/Gotham")).toEqual({ status: 307, location: "/" });
  });

  test("any path holding /app-info or /referral has neither header nor footer, its not-found page included", async ({ page, request }) => {
    for (const path of ["/app-info/a/b", "/foo/app-info", "/referral/a/b", "/foo/referral", "/safety/app-info"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect((await request.get(path)).status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toContainText("Wrong turn");
      await expect(page.getByRole("banner"), path).toHaveCount(0);
      await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
    }
    await expectAccessible(page, "bare not found");
    for (const path of ["/app-info/go-pass", "/referral/b74e74d0-54c4-41f1-8c97-b79c168f8b38"]) {
      await page.goto(path);
      await expect(page.getByRole("banner"), path).toHaveCount(0);
      await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
    }
  });

  test("/ride shows the download sentence and store badges", async ({ page }) => {
    await page.goto("/ride");
    await expect(page).toHaveTitle(titled("Download"));
    await expect(page.getByText(`To ride a ${site.product} Scooter, download the ${site.product} App from the Apple App Store or Google Play Store.`)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /App Store/ })).toBeVisible();
    await expectAccessible(page);
  });
});
