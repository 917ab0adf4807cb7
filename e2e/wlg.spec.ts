import { content, MAPS_REQUEST, pathPoints, SETTLE_MS } from "./content";
import { expect, expectAccessible, test, titled } from "./fixtures";

type Guide = { heading: string; steps: string[] };
type WlgContent = {
  title: string; summary: string; intro: string; departing: Guide; arriving: Guide; parking: { label: string };
  routes: { name: string; description: string; colour: string; path: [number, number][] }[];
  promo: { title: string; text: string; code: string; terms: string[] };
};
const wlg = content<WlgContent>("pages/wlg.json");

test.describe("Wellington Airport", () => {
  test("intro, parking guidance both ways, the route map and legend, trip facts and the promo", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/wlg");
    await expect(page).toHaveTitle(titled("Wellington Airport"));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", wlg.summary);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(wlg.title);
    await expect(main.getByText(wlg.intro)).toBeVisible();
    await expect(main).toContainText("About 30 minutes");
    await expect(main).toContainText("About $20");

    for (const guide of [wlg.departing, wlg.arriving]) {
      const list = main.getByRole("region", { name: guide.heading }).getByRole("listitem");
      await expect(list).toHaveText(guide.steps);
    }

    const map = main.getByRole("img", { name: /three Flamingo routes/ });
    for (const route of wlg.routes) {
      const line = map.locator(`path[stroke="${route.colour}"]`);
      await expect(line).toHaveCount(1);
      expect(pathPoints(await line.getAttribute("d"))).toBe(route.path.length);
      await expect(main.getByRole("heading", { name: route.name, level: 3 })).toBeVisible();
      await expect(main.getByText(route.description)).toBeVisible();
    }
    await expect(main.getByRole("list", { name: "Map key" }).getByRole("heading")).toHaveText([...wlg.routes.map((r, index) => `Route ${index + 1}: ${r.name}`), "Flamingo parking area"]);
    // Without a Maps key the drawing is the map: it says where the routes start and finish, and numbers each one.
    const drawing = map.locator("..");
    await expect(drawing.getByText("Start: city centre")).toBeVisible();
    await expect(drawing.getByText("Finish: airport terminal")).toBeVisible();
    for (const [index] of wlg.routes.entries()) await expect(drawing.getByText(String(index + 1), { exact: true })).toBeVisible();
    await expect(main.getByText(wlg.parking.label)).toBeVisible();

    const promo = main.getByRole("region", { name: wlg.promo.title });
    await expect(promo).toContainText(wlg.promo.text);
    await expect(promo.getByText(wlg.promo.code, { exact: true })).toBeVisible();
    await expect(promo.getByRole("listitem")).toHaveText(wlg.promo.terms);

    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(SETTLE_MS);
    expect(requests.filter((url) => MAPS_REQUEST.test(url))).toEqual([]);
    await expectAccessible(page);
  });
});
