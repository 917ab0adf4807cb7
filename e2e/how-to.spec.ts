import { instructions, vehicle } from "./content";
import { expect, expectAccessible, site, test, titled } from "./fixtures";

const VEHICLES = [
  ["scooter", 7],
  ["scooter-5", 15],
  ["bike", 8],
] as const;

test.describe("how-to guides", () => {
  for (const [key, groupId] of VEHICLES) {
    test(`${key}: splash, blurb, three steps, safety items from group ${groupId} and the safety links`, async ({ page }) => {
      const data = vehicle(key);
      expect(data.instructionGroupId).toBe(groupId);
      await page.goto(`/how-to/${key}`);
      await expect(page).toHaveTitle(titled(`How to Ride the ${data.name}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", data.summary);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(data.name);
      await expect(main.getByText(data.catch)).toBeVisible();
      await expect(main.getByText(data.blurb)).toBeVisible();

      const steps = main.getByRole("list").filter({ has: page.getByRole("heading", { name: data.started[0]!.title }) }).getByRole("listitem");
      await expect(steps).toHaveCount(3);
      for (const [index, step] of data.started.entries()) {
        await expect(steps.nth(index).getByRole("heading")).toHaveText(step.title);
        await expect(steps.nth(index)).toContainText(step.description);
        await expect(steps.nth(index).getByRole("img", { name: step.image.alt })).toHaveAttribute("src", step.image.src);
      }

      const safety = main.locator("#safety");
      await expect(safety.getByRole("heading", { level: 3 })).toHaveText(instructions(groupId).items.map((item) => item.title));

      const helmets = main.getByRole("link", { name: /^Free Helmets/ });
      await expect(helmets).toHaveAttribute("href", site.helmetShopUrl);
      await expect(helmets).toHaveAttribute("target", "_blank");
      await expect(helmets).toHaveAttribute("rel", "noopener noreferrer");
      await expect(main.getByRole("link", { name: "City Safety" })).toHaveAttribute("href", "/cities");
      await expectAccessible(page);
    });
  }

  test("the guides carry the spec's speeds: throttle from 5 km/h, scooters to 25 km/h, e-bike assist to 32 km/h", async ({ page }) => {
    await page.goto("/how-to/scooter");
    await expect(page.getByRole("main")).toContainText(/\b5 km\/h/);
    await expect(page.getByRole("main")).toContainText("25 km/h");
    await page.goto("/how-to/bike");
    await expect(page.getByRole("main")).toContainText("32 km/h");
  });

  test("an unknown vehicle redirects home with a 307", async ({ request }) => {
    for (const path of ["/how-to/unicycle", "/how-to", "/how-to/bike/extra"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers().location!, "http://x").pathname).toBe("/");
    }
  });
});
