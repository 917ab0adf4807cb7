import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Waits until the page's field measurement has started (lib/vitals/observe.ts marks it). */
const measuring = (page: Page) => page.waitForFunction(() => performance.getEntriesByName("flamingo:vitals").length > 0, undefined, { timeout: 10_000 });

test.describe("field vitals", () => {
  test("a page view sends its vitals once, by beacon, when the page is hidden, with no cookie or identifier", async ({ page, context }) => {
    const beacons: Request[] = [];
    context.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/vitals") beacons.push(request);
    });
    await page.goto("/cities");
    await measuring(page);
    // A real tap, so the page has an interaction to time (INP).
    await page.getByRole("main").getByRole("heading", { level: 1 }).click();
    // The browser records the tap, then hands it to the page's observer in a later task; a visitor switches tab
    // long after, so the test waits for both before hiding the page.
    await page.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(beacons, "nothing is sent while the page is visible").toHaveLength(0);

    // The page is hidden as a browser hides it when the visitor switches tab (a hidden document bubbles
    // visibilitychange), then once more and then unloaded: still one beacon. A real navigation away is measured in
    // tests/deploy/observability.test.mjs, where the instance's own counters are the witness.
    const answered = context.waitForEvent("requestfinished", (request) => new URL(request.url()).pathname === "/api/vitals");
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      window.dispatchEvent(new Event("pagehide"));
    });
    const beacon = await answered;
    expect(beacon.method()).toBe("POST");
    expect((await beacon.response())?.status()).toBe(204);
    const headers = await beacon.allHeaders();
    expect(headers.cookie).toBeUndefined();
    const body = beacon.postDataJSON() as { path: string; metrics: { name: string; value: number }[] };
    expect(Object.keys(body).sort()).toEqual(["metrics", "path"]);
    expect(body.path).toBe("/cities");
    const names = body.metrics.map((metric) => metric.name).sort();
    expect(names).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    for (const metric of body.metrics) {
      expect(Object.keys(metric).sort()).toEqual(["name", "value"]);
      expect(Number.isFinite(metric.value) && metric.value >= 0).toBe(true);
    }
    expect(body.metrics.find((metric) => metric.name === "LCP")!.value).toBeGreaterThan(0);

    await page.waitForTimeout(500);
    expect(beacons).toHaveLength(1);
    expect(await context.cookies()).toEqual([]);
  });

  test("the endpoint answers junk with 4xx, never 5xx, and a real beacon with 204 @ui-only", async ({ request }) => {
    const post = (data: string, type = "text/plain;charset=UTF-8") => request.post("/api/vitals", { data, headers: { "content-type": type } });
    expect((await post(JSON.stringify({ path: "/city/auckland", metrics: [{ name: "LCP", value: 1200 }] }))).status()).toBe(204);
    expect((await post(JSON.stringify({ path: "/", metrics: [{ name: "CLS", value: 0.01 }] }), "application/json")).status()).toBe(204);
    const junk: [string, string | undefined, number][] = [
      ["not json", undefined, 400],
      ["{}", undefined, 400],
      [JSON.stringify({ path: "/", metrics: [{ name: "FID", value: 1 }] }), undefined, 400],
      [JSON.stringify({ path: "/", metrics: [{ name: "LCP", value: 1e300 }] }), undefined, 400],
      [JSON.stringify({ path: "/", metrics: [{ name: "LCP", value: 1 }], visitor: "abc" }), undefined, 400],
      [JSON.stringify({ path: "/" + "a".repeat(5000), metrics: [{ name: "LCP", value: 1 }] }), undefined, 413],
      [JSON.stringify({ path: "/", metrics: [{ name: "LCP", value: 1 }] }), "application/x-www-form-urlencoded", 415],
    ];
    for (const [data, type, status] of junk) expect((await post(data, type)).status(), data.slice(0, 60)).toBe(status);
    expect((await request.get("/api/vitals")).status()).toBeLessThan(500);
  });
});
