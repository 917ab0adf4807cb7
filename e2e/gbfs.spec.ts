import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { CITY_KEYS } from "../lib/content/keys";
import { FEEDS, type FeedName } from "../lib/gbfs/feeds";
import { schemaError } from "../lib/gbfs/validate";
import { city, content } from "./content";

/** The /cities tiles in their order, as content/pages/cities.json gives them. */
const LISTED_CITY_ORDER = content<{ tiles: string[] }>("pages/cities.json").tiles;
import { ONCE, UI_ONCE, expect, expectAccessible, test } from "./fixtures";
import { startFeedServer, type FeedServer, type FeedState } from "./gbfs-feed";
import { fixtureAlerts, fixtureCounts } from "./gbfs-fixture";
import { E2E_PORT, MARKET_HOSTS } from "./hosts";
import { liveCopy, liveUntilOf } from "./live-copy";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The page as the page cache serves it: a request or two may find it stale (it refreshes every minute), then a HIT. */
async function expectCacheHit(request: APIRequestContext, path: string) {
  const seen: string[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    seen.push(response.headers()["x-nextjs-cache"] ?? "none");
    if (seen.at(-1) === "HIT") return;
  }
  expect(seen, `${path} becomes a page-cache HIT`).toContain("HIT");
}

/**
 * Opens `path` with the browser's clock a second past `until`, the instant the served copy's figures go out of date.
 * The page cache may re-render the page between asking for it and opening it (once a minute); then the clock is
 * set past the new copy's instant and the page opened again. Resolves to the instant of the copy opened.
 */
async function visitAfter(page: Page, until: number, path: string): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.clock.setFixedTime(until + 1000);
    await page.goto(path);
    const served = liveUntilOf(await page.content());
    if (served === until) return until;
    until = served;
  }
  throw new Error(`${path} was re-rendered on every visit`);
}

/**
 * The live elements with no guard before them in the document. The parser runs a guard as it meets it, so whatever
 * follows one is hidden before it is parsed, let alone painted, however the page arrives; an element before every
 * guard could be painted first.
 */
function unguarded(page: Page) {
  return page.evaluate(() => {
    const guards = [...document.querySelectorAll("script[data-until]")];
    return [...document.querySelectorAll("[data-live]")]
      .filter((live) => !guards.some((guard) => guard.compareDocumentPosition(live) & Node.DOCUMENT_POSITION_FOLLOWING))
      .map((live) => live.outerHTML.slice(0, 80));
  });
}

test.describe("GBFS with no setting: the fixture feeds, called samples", () => {
  test("a city page links its one feed, whose every document passes the official GBFS 3.0 schemas, and states its counts and alerts as samples", async ({ page, request, marketData }) => {
    const system = city("wellington").gbfsSystem;
    await liveCopy(request, "/city/wellington");
    await page.goto("/city/wellington");
    const links = page.locator('head link[rel="gbfs"]');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute("type", "application/json");
    const href = await links.getAttribute("href");
    expect(href).toBe(`${marketData.siteUrl}/api/gbfs/${system}/gbfs.json`);

    // Follow the link as a validator would: gbfs.json, then every feed it lists, each against its schema.
    const index = await (await request.get(new URL(href!).pathname)).json();
    expect(schemaError("gbfs", index)).toBeNull();
    // The fixture names itself sample data where a validator or a journey planner reads the system's name.
    const information = await (await request.get(`/api/gbfs/${system}/system_information.json`)).json();
    expect(information.data.name[0].text).toMatch(/\(sample data, not the fleet\)$/);
    const listed = index.data.feeds as { name: FeedName; url: string }[];
    expect(listed.map((feed) => feed.name).sort()).toEqual(FEEDS.filter((feed) => feed !== "gbfs").sort());
    for (const feed of listed) {
      expect(feed.url.startsWith(`${marketData.siteUrl}/api/gbfs/${system}/`), feed.url).toBe(true);
      const response = await request.get(new URL(feed.url).pathname);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect([feed.name, schemaError(feed.name, await response.json())]).toEqual([feed.name, null]);
    }

    const counts = fixtureCounts(system);
    const ready = page.getByTestId("ready-now");
    // Sample figures say so, and carry no time: the fixture is stamped with the moment it is read.
    await expect(ready.getByRole("heading", { name: "Sample figures, not the fleet" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to ride now" })).toHaveCount(0);
    await expect(ready).toContainText(plural(counts.scooters, "scooter", "scooters"));
    await expect(ready).toContainText(plural(counts.ebikes, "e-bike", "e-bikes"));
    await expect(ready).toContainText("not Flamingo's vehicles in Wellington");
    await expect(ready).not.toContainText(/Updated|\d\d:\d\d/);
    await expect(ready.locator("time")).toHaveCount(0);
    const alerts = fixtureAlerts(system);
    expect(alerts.live.length).toBeGreaterThan(0);
    expect(alerts.notLive.length).toBeGreaterThan(0);
    const list = page.getByRole("list", { name: "Sample service alerts" });
    for (const alert of alerts.live) await expect(list.getByText(`Sample, not a real alert: ${alert.summary}`)).toBeInViewport();
    for (const alert of alerts.notLive) await expect(page.getByText(alert.summary)).toHaveCount(0);
    // The ready vehicles on the drawing, grouped, and in words in its label.
    const drawing = page.locator('#service-area svg[role="img"]');
    await expect(drawing).toHaveAccessibleName(/ Sample vehicles from test data, not the fleet, shown as pink dots\.$/);
    await expect(page.locator("#service-area")).toContainText("Sample vehicles from test data, not the fleet");
    // One path draws every dot, a subpath each (VehiclePoints): count the subpaths.
    const dots = (await drawing.locator("[data-vehicle-groups] > path").getAttribute("d"))?.match(/M/g)?.length ?? 0;
    expect(dots).toBeGreaterThan(1);
    expect(dots).toBeLessThanOrEqual(counts.scooters + counts.ebikes);
    await expect(page.locator("main").getByRole("link", { name: /Report it/ })).toHaveAttribute("href", "/report");
    await expectAccessible(page);
    await expectCacheHit(request, "/city/wellington");
  });

  test("a city without e-bikes counts only scooters; an ended city links its feed but shows no counts", async ({ page, request }) => {
    await liveCopy(request, "/city/porirua");
    await page.goto("/city/porirua");
    const ready = page.getByTestId("ready-now");
    await expect(ready).toContainText(plural(fixtureCounts("porirua").scooters, "scooter", "scooters"));
    await expect(ready).not.toContainText("e-bike");
    await page.goto("/city/christchurch");
    await expect(page.locator('head link[rel="gbfs"]')).toHaveCount(1);
    await expect(page.getByTestId("ready-now")).toHaveCount(0);
  });

  test("/cities links all eight feeds, gives each listed city's count beside its name as a sample, and offers councils the operator's feeds", async ({ page, request, marketData }) => {
    await liveCopy(request, "/cities");
    await page.goto("/cities");
    const hrefs = await page.locator('head link[rel="gbfs"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.sort()).toEqual(CITY_KEYS.map((key) => `${marketData.siteUrl}/api/gbfs/${city(key).gbfsSystem}/gbfs.json`).sort());
    for (const key of LISTED_CITY_ORDER) {
      const counts = fixtureCounts(city(key).gbfsSystem);
      const words = counts.hasEbikes ? `${plural(counts.scooters, "scooter", "scooters")} and ${plural(counts.ebikes, "e-bike", "e-bikes")}` : plural(counts.scooters, "scooter", "scooters");
      await expect(page.locator(`main a[href="/city/${key}"]`)).toContainText(`Sample figures, not the fleet: ${words}`);
      await expect(page.locator(`main a[href="/city/${key}"]`)).not.toContainText("ready now");
    }
    const openData = page.locator("section", { has: page.getByRole("heading", { name: "Open data" }) });
    const offered = await openData.getByRole("link", { name: /\/gbfs\.json$/ }).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(offered).toEqual(LISTED_CITY_ORDER.map((key) => `https://data.rideflamingo.com/gbfs/3/${city(key).gbfsSystem}/gbfs.json`));
    await expect(openData).toContainText("This copy of the site shows sample figures from its test data, not the fleet.");
    await expect(openData).not.toContainText(/ttl/);
    // At 375 px an address wraps only after a slash: no piece of it is split over two lines, and none runs out.
    await page.setViewportSize({ width: 375, height: 740 });
    const split = await openData.locator('a[type="application/json"] > span').evaluateAll((pieces) =>
      pieces.filter((piece) => piece.getClientRects().length !== 1 || piece.getBoundingClientRect().right > document.documentElement.clientWidth).map((piece) => piece.textContent),
    );
    expect(split).toEqual([]);
    expect(await openData.locator('a[type="application/json"] > span').count()).toBeGreaterThan(LISTED_CITY_ORDER.length * 4);
    await expectAccessible(page);
    await expectCacheHit(request, "/cities");
  });

  test("a copy served after its figures went out of date leaves them out before they are painted, its map's label too", UI_ONCE, async ({ page, request }) => {
    await liveCopy(request, "/city/wellington");
    // Every live HTML element's box at each rendering from its insertion by the parser on: a box that was ever drawn
    // and then hidden would show here, and would have moved what follows it. (An SVG element reports its geometry
    // whether drawn or not: the map's dots are checked hidden below.)
    await page.addInitScript(() => {
      const boxes: number[] = [];
      Object.assign(window, { __liveBoxes: boxes });
      const sizes = new ResizeObserver((entries) => boxes.push(...entries.map((entry) => entry.contentRect.width * entry.contentRect.height)));
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLElement && node.hasAttribute("data-live")) sizes.observe(node);
      }).observe(document, { childList: true, subtree: true });
    });
    // The first visitor after a quiet spell: the cached copy, read once its figures are ten minutes old.
    await visitAfter(page, liveUntilOf(await (await request.get("/city/wellington")).text()), "/city/wellington");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wellington");
    expect(await unguarded(page)).toEqual([]);
    await expect(page.getByTestId("ready-now")).toBeHidden();
    await expect(page.getByRole("list", { name: "Sample service alerts", includeHidden: true })).toBeHidden();
    await expect(page.locator("[data-vehicle-groups]")).toBeHidden();
    await expect(page.getByText("Sample vehicles from test data, not the fleet")).toBeHidden();
    const drawing = page.locator('#service-area svg[role="img"]');
    await expect(drawing).toHaveAccessibleName(/^Map of the Wellington service area, outlined in pink\. .* of the centre of Wellington\.$/);
    await expect(drawing).not.toHaveAccessibleName(/ready|Sample/);
    // Left out before the first paint: no live element ever had a box.
    const boxes = await page.evaluate(() => (window as unknown as { __liveBoxes: number[] }).__liveBoxes);
    expect(boxes.length).toBe(2);
    expect(boxes.every((area) => area === 0)).toBe(true);
    await expectAccessible(page);

    await liveCopy(request, "/cities");
    await visitAfter(page, liveUntilOf(await (await request.get("/cities")).text()), "/cities");
    expect(await unguarded(page)).toEqual([]);
    const counts = page.locator("main [data-live]");
    expect(await counts.count()).toBe(LISTED_CITY_ORDER.length);
    for (const count of await counts.all()) await expect(count).toBeHidden();
    await expect(page.locator('main a[href="/city/wellington"]')).toBeVisible();
  });
});

// A server of this spec's own (E2E_PORT + 7, metrics on + 8) on a copy of the build, so its refreshed pages never
// reach the shared `.next`, with GBFS_URL_TEMPLATE at a feed server of its own on loopback.
const PORT = E2E_PORT + 7;
const METRICS_PORT = E2E_PORT + 8;
const DIST = ".next-gbfs-e2e";
const HOST = `${MARKET_HOSTS.nz}:${PORT}`;

test.describe("GBFS_URL_TEMPLATE: the operator's feeds", () => {
  test.describe.configure({ mode: "serial" });
  let feeds: FeedServer;
  let server: ChildProcess | undefined;
  let site: APIRequestContext;
  const log: string[] = [];
  const hourAgo = new Date(Date.now() - 3600_000).toISOString();
  const wellington: FeedState = {
    mode: "ok",
    scooters: 11,
    ebikes: 4,
    alerts: [
      { id: "live", summary: "Lambton Quay closed to scooters for a parade", description: "Ride around it on The Terrace until the parade ends.", start: hourAgo, end: new Date(Date.now() + 3 * 3600_000).toISOString() },
      { id: "ended", summary: "Oriental Parade closed to scooters for a race", description: "The race has finished.", start: new Date(Date.now() - 3 * 3600_000).toISOString(), end: hourAgo },
    ],
  };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    fs.rmSync(DIST, { recursive: true, force: true });
    fs.cpSync(".next", DIST, { recursive: true, filter: (source) => !/^\.next\/(cache|standalone)(\/|$)/.test(source) });
    const auckland = fixtureCounts("auckland");
    feeds = await startFeedServer({
      wellington,
      auckland: { mode: "ok", scooters: auckland.scooters + 1, ebikes: 0, perMinuteCents: 99, alerts: [] },
    });
    server = spawn(process.execPath, ["--require", "./server/trusted-proxy.cjs", "node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST, DATA_DIR: `.data/e2e-gbfs-${PORT}`, GBFS_URL_TEMPLATE: feeds.template, METRICS_PORT: String(METRICS_PORT) },
    });
    for (const stream of [server.stdout!, server.stderr!]) stream.on("data", (chunk: Buffer) => log.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    site = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${PORT}`, extraHTTPHeaders: { host: HOST } });
    await expect.poll(() => site.get("/").then((r) => r.status(), () => 0), { timeout: 60_000 }).toBe(200);
  });

  test.afterAll(async () => {
    await site?.dispose();
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await exited;
    }
    await feeds?.stop();
    fs.rmSync(DIST, { recursive: true, force: true });
  });

  /** Re-renders a page now, as its minutely refresh does (Next's on-demand revalidation of the route). */
  const revalidate = async (path: string) => {
    const id = JSON.parse(fs.readFileSync(`${DIST}/prerender-manifest.json`, "utf8")).preview.previewModeId as string;
    expect((await site.get(`/nz${path}`, { headers: { "x-prerender-revalidate": id }, maxRedirects: 0 })).status()).toBe(200);
  };
  const metric = async (line: RegExp) => {
    const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
    return Number(line.exec(text)?.[1] ?? NaN);
  };

  test("from the very first answer after a start, shows nothing of the sample build's: no fixture figure or link, the operator's own", ONCE, async () => {
    // The build (.next) was made without the setting, so it prerendered every city page from the fixture, marked
    // "sample"; none of them has been asked for on this instance yet (beforeAll asked only for "/").
    const fixtureWellington = fixtureCounts("wellington");
    for (const path of ["/city/wellington", "/city/auckland", "/city/porirua", "/city/christchurch", "/cities"]) {
      const html = await (await site.get(path, { maxRedirects: 0 })).text();
      expect(html, path).not.toContain("/api/gbfs/");
      expect(html, path).not.toContain('data-gbfs-source="sample"');
      expect(html, path).not.toMatch(/Sample figures|Sample vehicles/);
      const links = [...html.matchAll(/<link rel="gbfs"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(feeds.template.slice(0, feeds.template.indexOf("{system}"))), `${path} ${link}`).toBe(true);
      if (path === "/city/wellington") {
        expect(html).toMatch(/<strong>11<\/strong>(?:\s|<!-- -->)*scooters/);
        expect(html).not.toMatch(new RegExp(`<strong>${fixtureWellington.scooters}</strong>(?:\\s|<!-- -->)*scooters`));
      }
    }
    // The fixture is not served at any address while the operator's feeds are the source.
    expect((await site.get("/api/gbfs/wellington/gbfs.json")).status()).toBe(404);
    expect(log.some((line) => line.startsWith("gbfs_source kind=operator template="))).toBe(true);
    expect(await metric(/^flamingo_gbfs_source\{source="operator"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^flamingo_gbfs_source\{source="sample"\} (\d+)$/m)).toBe(0);
  });

  test("the live block names what it counts and its source, and its age in words both markets read right", ONCE, async ({ page }) => {
    await page.goto(`http://${HOST}/city/wellington`);
    const ready = page.getByTestId("ready-now");
    await expect(ready.getByRole("heading", { name: "Ready to ride now" })).toBeVisible();
    await expect(ready).toContainText("Vehicles ready to hire in the Wellington service area, from Flamingo's live feed.");
    // Hydrated: the age by the visitor's clock, with the zoned time the server printed.
    await expect(ready.locator("time")).toHaveText(/^(just now|\d+ minutes? ago) \(\d\d:\d\d NZ[DS]T\)$/);
    // Before any script: the zoned time alone, in the HTML.
    const html = await (await site.get("/city/wellington")).text();
    expect(html).toMatch(/Updated <time[^>]*>\d\d:\d\d NZ[DS]T<\/time>/);
    const cities = await (await site.get("/cities")).text();
    expect(cities).toContain("data.rideflamingo.com/gbfs/3/wellington/gbfs.json");
    expect(cities).not.toContain("This copy of the site shows sample figures");
  });

  test("shows the feed's counts and its live alert, not its ended one, links the feed, and checks its prices", ONCE, async ({ page }) => {
    // A render waits a bounded while for a read (lib/gbfs/live.ts RENDER_WAIT_MS); an instance's very first read also
    // compiles the schemas, so on a busy machine the first render may go without figures and the next has them.
    for (const path of ["/city/wellington", "/city/auckland"]) {
      await expect.poll(async () => (await revalidate(path), /Ready to ride now/.test(await (await site.get(path)).text())), { timeout: 15_000 }).toBe(true);
    }
    await page.goto(`http://${HOST}/city/wellington`);
    await expect(page.locator('head link[rel="gbfs"]')).toHaveAttribute("href", feeds.template.replace("{system}", "wellington"));
    await expect(page.getByTestId("ready-now")).toContainText("11 scooters");
    await expect(page.getByTestId("ready-now")).toContainText("4 e-bikes");
    await expect(page.getByText("Lambton Quay closed to scooters for a parade")).toBeInViewport();
    await expect(page.getByText("Ride around it on The Terrace until the parade ends.")).toBeVisible();
    await expect(page.getByText("Oriental Parade closed to scooters for a race")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("wellington-alert-375.png") });
    expect(await metric(/^flamingo_gbfs_price_mismatch\{city="wellington"\} (\d+)$/m)).toBe(0);
    expect(await metric(/^flamingo_gbfs_price_mismatch\{city="auckland"\} (\d+)$/m)).toBe(1);
    expect(log.some((line) => /gbfs_price_mismatch city=auckland plan \S+: per minute from minute 0: feed 99c, site \d+c/.test(line))).toBe(true);
  });

  test("a change in the feed shows on the page within two minutes, by the page's own refresh", ONCE, async () => {
    test.setTimeout(150_000);
    wellington.scooters = 17;
    const started = Date.now();
    await expect
      .poll(async () => Number(/<strong>(\d+)<\/strong>(?:\s|<!-- -->)*scooters/.exec(await (await site.get("/city/wellington")).text())?.[1]), {
        timeout: 120_000,
        intervals: [5000],
      })
      .toBe(17);
    expect(Date.now() - started).toBeLessThan(120_000);
  });

  test("a failed feed leaves the page whole and is counted", ONCE, async ({ page }) => {
    const before = (await metric(/^flamingo_gbfs_fetch_errors_total\{city="wellington",reason="unreachable"\} (\d+)$/m)) || 0;
    wellington.mode = "down";
    // Past the feed's one-second ttl, so the site asks again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await revalidate("/city/wellington");
    expect(await metric(/^flamingo_gbfs_fetch_errors_total\{city="wellington",reason="unreachable"\} (\d+)$/m)).toBeGreaterThan(before);
    expect(log.some((line) => /gbfs_fetch_failed city=wellington feed=gbfs kind=unreachable/.test(line))).toBe(true);
    const response = await page.goto(`http://${HOST}/city/wellington`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wellington");
    for (const id of ["service-area", "pricing", "hours", "safety", "download"]) await expect(page.locator(`#${id}`)).toBeAttached();
    // Within ten minutes of the last good read, its figures stay, with their time.
    await expect(page.getByTestId("ready-now")).toContainText("17 scooters");
    await expect(page.getByText(/error|went wrong/i)).toHaveCount(0);
  });
});
