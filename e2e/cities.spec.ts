import { content, city, instructions, MAPS_REQUEST, pathPoints, region, SETTLE_MS } from "./content";
import { UI_ONLY, expect, expectAccessible, test, titled } from "./fixtures";
import { liveCopy } from "./live-copy";

const LISTED = ["auckland", "dunedin", "palmerston-north", "porirua", "tauranga", "waimakariri", "wellington"];
const ALL = ["wellington", "porirua", "auckland", "christchurch", "palmerston-north", "waimakariri", "dunedin", "tauranga"];
const GUIDES = [
  ["scooter", "scooter"],
  ["scooter5", "scooter-5"],
  ["bike", "bike"],
] as const;

test.describe("cities list", () => {
  test("links the seven listed cities in order, leaves Christchurch out and is accessible", UI_ONLY, async ({ page }) => {
    await page.goto("/cities");
    await expect(page).toHaveTitle(titled("Cities"));
    const summary = content<{ summary: string }>("pages/cities.json").summary;
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", summary);
    const main = page.getByRole("main");
    const tiles = main.locator('a[href^="/city/"]');
    await expect(tiles).toHaveCount(LISTED.length);
    expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(LISTED.map((key) => `/city/${key}`));
    for (const [index, key] of LISTED.entries()) await expect(tiles.nth(index)).toContainText(city(key).name);
    await expect(main.getByText("Christchurch")).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("city pages", () => {
  for (const key of ALL) {
    test(`${key}: every section in the spec's order, drawn from content and the facade`, async ({ page, request }) => {
      test.slow(); // many assertions plus a full axe scan
      const data = city(key);
      // Its open data as a visitor sees it on a copy whose figures are current (e2e/gbfs.spec.ts has the other).
      if (!data.endedOn) await liveCopy(request, `/city/${key}`);
      await page.goto(`/city/${key}`);
      await expect(page).toHaveTitle(titled(data.name));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", data.summary);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(data.name);
      await expect(main.getByText(data.catch)).toBeVisible();
      // The city's picture is drawn in the page (HeroArt): an image named by its text alternative.
      await expect(main.getByRole("img", { name: data.image.alt, exact: true })).toBeVisible();

      const area = main.locator("#service-area");
      await expect(area.getByRole("heading", { name: `${data.name} Service Area` })).toBeVisible();
      await expect(area).toContainText(
        "Hire, ride and park your Flamingo within the pink boundary. Check the Flamingo app for No Parking and No Riding Zones as well as city specific rules.",
      );
      const boundary = area.locator('svg path[stroke="#FF206E"]');
      await expect(boundary).toHaveCount(1);
      expect(pathPoints(await boundary.getAttribute("d"))).toBe(region(data.regionId).serviceArea.length);

      const rate = content<{ cities: Record<string, { perMinuteCents: number }> }>("pages/pricing.json").cities[key]!.perMinuteCents;
      const pricing = ["$1 to unlock", `${rate}c per minute`];
      for (const [id, title, lines] of [["pricing", `${data.name} Pricing`, pricing], ["hours", `${data.name} Service Hours`, data.hours]] as const) {
        const box = main.locator(`#${id}`);
        await expect(box.getByRole("heading", { name: title })).toBeVisible();
        await expect(box.getByRole("listitem")).toHaveText([...lines]);
      }

      const safety = main.locator("#safety");
      await expect(safety.getByRole("heading", { name: `${data.name} Safety`, level: 2 })).toBeVisible();
      await expect(safety).toContainText(data.safetyIntro);
      const items = instructions(data.instructionGroupId).items;
      await expect(safety.getByRole("heading", { level: 3 })).toHaveText(items.map((item) => item.title));
      for (const item of items) {
        await expect(safety.getByText(item.description)).toBeVisible();
        await expect(safety.locator(`img[src="${item.photoUrl}"]`).first()).toBeAttached();
      }

      const guides = main.locator('a[href^="/how-to/"]');
      const expected = GUIDES.filter(([flag]) => data.howTo[flag]).map(([, vehicleKey]) => `/how-to/${vehicleKey}`);
      expect(await guides.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(expected);
      await expect(main.locator("#download").getByRole("link", { name: /App Store/ })).toBeVisible();
      await expect(main.locator("#download").getByRole("link", { name: /Google Play/ })).toBeVisible();

      await expect(main.locator("h1, h2")).toHaveText([
        data.name,
        // The city's open data in the hero (e2e/gbfs.spec.ts), the fixture's here and called samples; not for a city whose service has ended.
        ...(data.endedOn ? [] : ["Sample figures, not the fleet"]),
        `${data.name} Service Area`,
        `${data.name} Pricing`,
        `${data.name} Service Hours`,
        `${data.name} Safety`,
        data.endedOn ? "Riding guides" : `Your first ride in ${data.name}`,
        data.endedOn ? "Riding in another city? Get the Flamingo app" : `Ride ${data.name} with the Flamingo app`,
      ]);

      if (data.endedOn) await expect(main.getByText(`Our service in ${data.name} ended on 31 October 2021.`)).toBeVisible();
      else await expect(main.getByText(/service .* ended/)).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test("the map is drawn to scale: the boundary's shape keeps the region's east-west to north-south ratio", async ({ page }) => {
    const points = region(1).serviceArea;
    const lats = points.map((p) => p.latitude);
    const lngs = points.map((p) => p.longitude);
    const midLat = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
    const groundRatio = ((Math.max(...lngs) - Math.min(...lngs)) * Math.cos(midLat)) / (Math.max(...lats) - Math.min(...lats));
    await page.goto("/city/wellington");
    const box = await page.locator('#service-area svg path[stroke="#FF206E"]').evaluate((path) => {
      const { width, height } = (path as SVGPathElement).getBBox();
      return { width, height };
    });
    expect(box.width / box.height).toBeCloseTo(groundRatio, 2);
  });

  test("without a Maps key no map library is requested, even with the map in view", UI_ONLY, async ({ page, request }) => {
    await liveCopy(request, "/city/wellington");
    const requests: string[] = [];
    const scripts: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    await page.goto("/city/wellington");
    await page.locator("#service-area").scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(SETTLE_MS);
    expect(requests.filter((url) => MAPS_REQUEST.test(url))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    // The Maps loader names its script URL; no chunk holding it may arrive.
    expect(scripts.filter((body) => body.includes("maps.googleapis.com"))).toHaveLength(0);
    await expect(page.locator('#service-area svg[role="img"]')).toHaveAccessibleName(
      /^Map of the Wellington service area, outlined in pink\. It spans about \d+\.\d km from north to south and \d+\.\d km from east to west, reaching .* of the centre of Wellington\. Sample vehicles from test data, not the fleet, shown as pink dots\.$/,
    );
  });

  test("an unknown city redirects home with a 307", UI_ONLY, async ({ request }) => {
    for (const path of ["/city/gotham", "/city", "/city/wellington/extra"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers().location!, "http://x").pathname).toBe("/");
    }
  });
});
