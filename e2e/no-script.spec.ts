import fs from "node:fs";
import path from "node:path";
import { city, instructions, vehicle } from "./content";
import { expect, test } from "./fixtures";
import { E2E_UPSTREAM_DIST } from "./hosts";

/**
 * Link previews, many crawlers and readers with scripts off get the served HTML and nothing else: the city's
 * service area and the safety items must be in it, in place, not in a hidden fragment a script swaps in.
 */
test.describe("content in place without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/city/wellington: the service area (drawing, heading, text) and the safety items", async ({ page, market }, testInfo) => {
    const wellington = city("wellington");
    await page.goto("/city/wellington");
    const area = page.locator("#service-area");
    await expect(area.getByRole("heading", { name: `${wellington.name} Service Area` })).toBeVisible();
    await expect(area.getByText(/within the pink boundary/)).toBeVisible();
    await expect(area.locator('svg path[stroke="#FF206E"]')).toBeVisible();
    const safety = page.locator("#safety");
    await expect(safety.getByRole("heading", { level: 3 })).toHaveText(instructions(wellington.instructionGroupId).items.map((item) => item.title));
    await expect(page.getByRole("status")).toHaveCount(0);
    if (market === "nz") await page.screenshot({ path: screenshot(testInfo.project.name, "city-wellington"), fullPage: true });
  });

  test("/how-to/scooter and /safety/wellington: the safety items", async ({ page, market }, testInfo) => {
    const scooter = vehicle("scooter");
    await page.goto("/how-to/scooter");
    await expect(page.locator("#safety").getByRole("heading", { level: 3 })).toHaveText(instructions(scooter.instructionGroupId).items.map((item) => item.title));
    if (market === "nz") await page.screenshot({ path: screenshot(testInfo.project.name, "how-to-scooter"), fullPage: true });

    const wellington = city("wellington");
    await page.goto("/safety/wellington");
    await expect(page.locator("#city-safety").getByRole("heading", { level: 3 })).toHaveText(instructions(wellington.instructionGroupId).items.map((item) => item.title));
  });

  test("no prerendered page carries a hidden streamed fragment", async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "nz", "one scan of the build output is enough");
    const offenders = [".next", E2E_UPSTREAM_DIST].flatMap((dist) => htmlFiles(path.join(dist, "server")))
      .filter((file) => fs.readFileSync(file, "utf8").includes('<div hidden id="S:'));
    expect(offenders).toEqual([]);
  });
});

const screenshot = (project: string, name: string) => path.join("e2e", ".screenshots", `no-js-${project}-${name}.png`);

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
