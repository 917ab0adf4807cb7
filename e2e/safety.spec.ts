import type { Page } from "@playwright/test";
import { city, content, instructions, SETTLE_MS } from "./content";
import { UI_ONCE, UI_ONLY, expect, expectAccessible, site, test, titled } from "./fixtures";
import { focusStop, ringContrast } from "./focus";

type SafetyContent = { summary: string; hero: { title: string; text: string }; videos: { title: string; youtubeId: string }[]; blurb: string[] };
const safety = content<SafetyContent>("pages/safety.json");
const YOUTUBE = /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/;

/** Stands in for YouTube so the tests need no network and axe can read the frame. */
async function fakeYouTube(page: Page) {
  await page.route(YOUTUBE, (route) =>
    route.fulfill({ contentType: "text/html", body: '<!doctype html><html lang="en"><head><title>Video</title></head><body><p>Video player</p></body></html>' }),
  );
}

const opener = (page: Page, title: string) => page.getByRole("button", { name: `Play video: ${title}` });
const dialog = (page: Page) => page.getByRole("dialog");

test.describe("safety page", () => {
  test("hero, three video posters, blurb and the helmet and city links; no player before a video is chosen", UI_ONLY, async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/safety");
    await expect(page).toHaveTitle(titled("Safety"));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", safety.summary);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(safety.hero.title);
    await expect(main.getByText(safety.hero.text)).toBeVisible();
    await expect(main.getByRole("button", { name: /^Play video:/ })).toHaveText(["Starting Your Ride", "Safe Riding", "Ending Your Ride"].map((t) => `Play video: ${t}`));
    for (const paragraph of safety.blurb) await expect(main.getByText(paragraph)).toBeVisible();
    const helmets = main.getByRole("link", { name: /^Free Helmets/ });
    await expect(helmets).toHaveAttribute("href", site.helmetShopUrl);
    await expect(helmets).toHaveAttribute("rel", "noopener noreferrer");
    await expect(main.getByRole("link", { name: "City Safety" })).toHaveAttribute("href", "/cities");
    await expect(main.locator("#city-safety")).toHaveCount(0);

    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(SETTLE_MS);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(requests.filter((url) => YOUTUBE.test(url))).toEqual([]);
    await expectAccessible(page);
  });

  test("a poster opens the chosen video in a labelled modal player", UI_ONCE, async ({ page }) => {
    test.slow(); // axe also scans the player's frame
    await fakeYouTube(page);
    await page.goto("/safety");
    await opener(page, "Safe Riding").click();
    await expect(dialog(page)).toHaveAccessibleName("Safe Riding");
    await expect(dialog(page)).toHaveAttribute("aria-modal", "true");
    const video = safety.videos.find((v) => v.title === "Safe Riding")!;
    await expect(dialog(page).locator("iframe")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&enablejsapi=1`);
    await expect(page.locator("iframe")).toHaveCount(1);
    await expect(dialog(page).getByRole("button", { name: "CLICK HERE TO CLOSE" })).toBeFocused();
    await expectAccessible(page, "safety page with the video modal open");
  });

  test("the dialog's backdrop hides the page at 375 and 1440 px; each video's description sits in its card", UI_ONCE, async ({ page }) => {
    await fakeYouTube(page);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/safety");
      const cards = await page.getByRole("main").locator("li").filter({ has: page.getByRole("button", { name: /^Play video: / }) }).evaluateAll((items) =>
        items.map((item) => {
          const card = item.getBoundingClientRect();
          const text = item.querySelector("p")!.getBoundingClientRect();
          return { inside: text.top >= card.top && text.bottom <= card.bottom && text.left >= card.left && text.right <= card.right, face: getComputedStyle(item).backgroundColor };
        }),
      );
      expect(cards).toHaveLength(safety.videos.length);
      for (const card of cards) expect(card).toEqual({ inside: true, face: "rgb(255, 255, 255)" });
      await opener(page, "Safe Riding").click();
      await expect(dialog(page)).toBeVisible();
      // Opaque: not one of the page's headings shows through beside the dialog's title.
      const backdrop = await dialog(page).evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.position === "fixed") return style.backgroundColor;
        }
        return null;
      });
      expect(backdrop, `${width} px`).toBe("rgb(27, 27, 47)");
    }
  });

  test("CLICK HERE TO CLOSE closes it and gives focus back to the poster", UI_ONCE, async ({ page }) => {
    await fakeYouTube(page);
    await page.goto("/safety");
    await opener(page, "Starting Your Ride").click();
    await dialog(page).getByRole("button", { name: "CLICK HERE TO CLOSE" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(opener(page, "Starting Your Ride")).toBeFocused();
  });

  test("Escape closes it and gives focus back", UI_ONCE, async ({ page }) => {
    await fakeYouTube(page);
    await page.goto("/safety");
    await opener(page, "Ending Your Ride").focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener(page, "Ending Your Ride")).toBeFocused();

    // Also after a click has put focus in the player's frame, whose keys this page never sees.
    await page.keyboard.press("Enter");
    await page.frameLocator("iframe").getByText("Video player").click();
    await expect(dialog(page).getByRole("button", { name: "Pause" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
  });

  test("a click on the backdrop closes it, a click on the dialog does not", UI_ONCE, async ({ page }) => {
    await fakeYouTube(page);
    await page.goto("/safety");
    await opener(page, "Safe Riding").click();
    await dialog(page).getByRole("heading", { name: "Safe Riding" }).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(6, 6);
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener(page, "Safe Riding")).toBeFocused();
  });

  test("Tab and Shift+Tab stay among the modal's buttons, each with a visible ring on the dark backdrop", UI_ONCE, async ({ page }) => {
    await fakeYouTube(page);
    await page.goto("/safety");
    await opener(page, "Safe Riding").click();
    await expect(dialog(page).getByRole("button", { name: "CLICK HERE TO CLOSE" })).toBeFocused();
    // Let the player's page finish loading first: a frame that loads while focused can drop focus to the body.
    await page.frameLocator("iframe").getByText("Video player").waitFor();
    const visited = new Set<string>();
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      const stop = await focusStop(page);
      // Never the frame: keys pressed in YouTube's page never reach this one, so Escape would stop working there.
      expect(stop?.landmark, `focus after ${key} is on ${stop?.label}`).toBe("dialog");
      expect(stop?.label).toMatch(/^button /);
      expect(ringContrast(stop!), `${stop?.label}: ${stop?.ring} on ${stop?.behind}`).toBeGreaterThanOrEqual(3);
      visited.add(stop!.label);
    }
    expect([...visited].sort()).toEqual(['button "CLICK HERE TO CLOSE"', 'button "Pause"']);
  });
});

test.describe("safety page for a city", () => {
  test("a known city's rules come first, right after the hero", async ({ page }) => {
    const wellington = city("wellington");
    await page.goto("/safety/wellington");
    await expect(page).toHaveTitle(titled("Safety"));
    const main = page.getByRole("main");
    const section = main.locator("#city-safety");
    await expect(section.getByRole("heading", { name: "Wellington Safety", level: 2 })).toBeVisible();
    await expect(section).toContainText(wellington.safetyIntro);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(instructions(wellington.instructionGroupId).items.map((item) => item.title));
    await expect(section.getByRole("link", { name: /Wellington service area/ })).toHaveAttribute("href", "/city/wellington");
    const headings = await main.locator("h2").allTextContents();
    expect(headings[0]).toBe("Wellington Safety");
    expect(headings.indexOf("Safety Videos")).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test("any other location is redirected to the plain safety page", async ({ page }) => {
    const response = await page.goto("/safety/atlantis");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/safety");
    await expect(page).toHaveTitle(titled("Safety"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(safety.hero.title);
    await expect(page.locator("#city-safety")).toHaveCount(0);
  });
});
