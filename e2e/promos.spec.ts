import { offerPhase } from "../lib/offer-status";
import { codeInstructions, codesOf } from "../lib/promo-record";
import { longDate, promos } from "./content-data";
import { ONCE, expect, expectAccessible, test, titled } from "./fixtures";
import { getAs, redirectOf } from "./requests";

const canonicalOf = (page: import("@playwright/test").Page) => page.locator('link[rel="canonical"]').getAttribute("href");
/** Whether the server, rendering now, shows the offer as ended: what these pages must say today. */
const endedNow = (promo: (typeof promos)[number]) => Boolean(promo.endsAt && offerPhase(new Date(), promo.endsAt) === "ended");
const storeBadges = (page: import("@playwright/test").Page) => page.getByRole("main").getByRole("link", { name: /on the App Store|on Google Play/ });

test.describe("promo and event pages", () => {
  // An offer's page is the same in both markets but for its canonical address (checked for every offer below in
  // each market), so the browser visits each offer once.
  for (const promo of promos) {
    test(`${promo.id}: /promo and /event show its own page, canonical at /promo`, ONCE, async ({ page, marketData }) => {
      const ended = endedNow(promo);
      for (const section of ["promo", "event"]) {
        const response = await page.goto(`/${section}/${promo.id}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(titled(promo.title));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(promo.title);
        await expect(page.getByText(promo.subheading, { exact: true })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Terms & conditions" })).toBeVisible();
        expect(await canonicalOf(page)).toBe(`${marketData.siteUrl}/promo/${promo.id}`);
        if (promo.button) await expect(page.getByRole("link", { name: promo.button.label })).toHaveAttribute("href", promo.button.url);
        await expect(storeBadges(page)).toHaveCount(promo.download && !ended ? 2 : 0);
        await expect(page.getByText(`This offer ended on ${longDate(promo.endsAt ?? "")}.`)).toHaveCount(ended ? 1 : 0);
      }
    });
  }

  test("every offer's /promo and /event pages are canonical at /promo on the market's own site", async ({ request, market, marketData }) => {
    for (const promo of promos) {
      for (const section of ["promo", "event"]) {
        const response = await getAs(request, market, `/${section}/${promo.id}`);
        expect(response.status(), `/${section}/${promo.id}`).toBe(200);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
        expect(canonical, `/${section}/${promo.id}`).toBe(`${marketData.siteUrl}/promo/${promo.id}`);
      }
    }
  });

  test("an ended offer says so and when in its first line, keeps its title and every field the specification lists, told in the past tense, with one app prompt", async ({ page }) => {
    const ended = promos.filter(endedNow);
    expect(ended.map((promo) => promo.id)).toEqual(expect.arrayContaining(["dunedin", "newauckland", "palmy", "tauranga"]));
    for (const promo of ended) {
      await page.goto(`/promo/${promo.id}`);
      const main = page.getByRole("main");
      const notice = main.locator('[data-phase="ended"]');
      await expect(notice, promo.id).toHaveText(`This offer ended on ${longDate(promo.endsAt!)}. What's on now is in the app.`);
      // The first line of the page's text: before the eyebrow and the title.
      const first = await main.evaluate((element) => (element as HTMLElement).innerText.trim().split("\n")[0]);
      expect(first, promo.id).toBe(`This offer ended on ${longDate(promo.endsAt!)}. What's on now is in the app.`);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(promo.title);
      await expect(main.getByRole("img", { name: promo.image.alt, exact: true })).toHaveCount(1);
      await expect(main.getByText(promo.subheading, { exact: true })).toBeVisible();
      await expect(main.getByText("The offer as it ran")).toBeVisible();
      // The offer told in the past tense, as the content gives it, in place of its words while it ran.
      await expect(main.getByText(promo.ended!.text, { exact: true })).toBeVisible();
      await expect(main.getByText(promo.text, { exact: true })).toHaveCount(0);
      // The description is Markdown, told in the past tense once ended: its first paragraph as read, without the syntax.
      const opening = promo.ended!.description.split("\n\n")[0]!.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\*\*/g, "");
      await expect(main).toContainText(opening);
      // A record, not an offer: nothing on the page tells anyone to add or enter the code (AU /promo/palmy said
      // "add PALMY20 on the Payment screen"), and a way on: the city's page, or every city.
      expect(codeInstructions(await main.innerText(), codesOf(promo)), promo.id).toEqual([]);
      await expect(main.getByRole("link", { name: promo.city ? /^Riding in / : "Every city we ride in" }), promo.id).toHaveAttribute("href", promo.city ? `/city/${promo.city}` : "/cities");
      for (const term of promo.terms) await expect(main.getByRole("listitem").filter({ hasText: term }), promo.id).toHaveCount(1);
      if (promo.button) await expect(main.getByRole("link", { name: promo.button.label })).toHaveAttribute("href", promo.button.url);
      // The footer's badges are the app prompt: no band of its own above them.
      await expect(storeBadges(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: /^Get the .* app$/ })).toHaveCount(0);
    }
    // Said once: Dunedin's page names its ending in one sentence only.
    await page.goto("/promo/dunedin");
    const words = await page.getByRole("main").evaluate((element) => (element as HTMLElement).innerText.match(/\b(ended|closed|is over|has ended|no longer runs?)\b/gi));
    expect(words).toEqual(["ended"]);
  });

  test("unknown and missing ids redirect home with a 307", async ({ request, market }) => {
    for (const path of ["/promo/no-such-offer", "/event/no-such-offer", "/promo", "/event", "/promo/abc/extra"]) {
      expect(await redirectOf(request, market, path), path).toEqual({ status: 307, location: "/" });
    }
  });

  test("an offer without an end date shows no status, and the page is accessible", async ({ page }) => {
    await page.goto("/promo/auckland-go-pass");
    await expect(page.locator("[data-phase]")).toHaveCount(0);
    await expectAccessible(page);
    await page.goto("/event/abc");
    await expectAccessible(page);
  });

  test("the offer's button navigates within the site", async ({ page }) => {
    await page.goto("/promo/auckland-students");
    await page.getByRole("main").getByRole("link", { name: "Student & community discounts" }).click();
    await expect(page).toHaveURL(/\/discounts$/);
  });
});

/**
 * The browser's clock against the server's word. The server renders each offer's phase (every phase of every
 * offer is rendered at chosen instants in components/promo/PromoView.test.tsx); a copy served from a cache, or a
 * tab left open, is moved on by the browser when its clock passes the end, and never moved back.
 */
test.describe("offers and the browser's clock", () => {
  test.skip(({ market }) => market !== "nz", "the clock logic is the same in both markets");

  const running = promos.filter((promo) => promo.endsAt && !endedNow(promo));
  for (const promo of running) {
    test(`${promo.id}: on until the end of ${longDate(promo.endsAt!)}, then ended in the open page without a reload`, async ({ page }) => {
      // Late on its last day in New Zealand: 10:30pm in winter (NZST), 11:30pm in summer (NZDT).
      await page.clock.install({ time: new Date(`${promo.endsAt}T22:30:00+12:00`) });
      await page.goto(`/promo/${promo.id}`);
      await expect(page.getByText(`On now · ends ${longDate(promo.endsAt!)}`)).toBeVisible();
      await expect(page.getByText(promo.text)).toBeVisible();
      await page.clock.fastForward("03:00:00");
      await expect(page.getByText(`This offer ended on ${longDate(promo.endsAt!)}.`)).toBeVisible();
      await expect(page.getByText(promo.ended!.text)).toBeVisible();
      await expect(page.getByText("The offer as it ran")).toBeVisible();
      await expect(page.getByText(promo.text)).toHaveCount(0);
      await expect(storeBadges(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/promo/${promo.id}$`));
    });
  }

  test("a dated claim beside an offer reads in the tense of today: Auckland's licence term", async ({ page }) => {
    const promo = promos.find((each) => each.id === "newauckland")!;
    const [claim] = promo.claims!;
    await page.goto(`/promo/${promo.id}`);
    const over = offerPhase(new Date(), claim!.until) === "ended";
    await expect(page.getByText(over ? claim!.past : claim!.current, { exact: true })).toBeVisible();
    await expect(page.getByText(over ? claim!.current : claim!.past, { exact: true })).toHaveCount(0);
    // Nothing on the page says the launch offer or the licence is still on.
    await expect(page.getByRole("main")).not.toContainText(/\bstill (stands|running|on)\b/);
  });

  test("a browser whose clock is before an ended offer's end does not bring it back", async ({ page }) => {
    const ended = promos.find((promo) => promo.id === "30auckland")!;
    expect(endedNow(ended)).toBe(true);
    await page.clock.install({ time: new Date(`${ended.endsAt}T12:00:00+13:00`) });
    await page.goto(`/promo/${ended.id}`);
    await expect(page.getByText(`This offer ended on ${longDate(ended.endsAt!)}.`)).toBeVisible();
    await expect(page.getByText(/^On now/)).toHaveCount(0);
    await expectAccessible(page);
  });
});
