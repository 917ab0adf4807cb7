import type { Page } from "@playwright/test";
import { expect, site, test } from "./fixtures";
import { offerPhase } from "../lib/offer-status";
import { FREEPHONE, longDate, promos } from "./content-data";
import { getFrom, pathOn, pngSize } from "./http";
import { expectShareImage, expectStructuredData, metaContent, missingFields } from "./seo-checks";
import markets from "../content/markets.json";

const NOINDEX = ["/app-info", "/referral", "/join-plan", "/verify-plan", "/download", "/helmets"];

type SitemapUrl = { loc: string; alternates: Record<string, string> };

/** Parses XML with the browser's own parser, failing on any parser error. */
async function parseSitemap(page: Page, xml: string): Promise<SitemapUrl[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.getElementsByTagName("parsererror").length) throw new Error("sitemap.xml is not well-formed XML");
    if (doc.documentElement.namespaceURI !== "http://www.sitemaps.org/schemas/sitemap/0.9") throw new Error("not a sitemaps.org urlset");
    return Array.from(doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")).map((url) => ({
      loc: url.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")[0]?.textContent ?? "",
      alternates: Object.fromEntries(
        Array.from(url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")).map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      ),
    }));
  }, xml);
}

/** Absolute URLs compared as URLs: Next writes the root as "https://host", which is the same URL as "https://host/". */
const same = (url: string | null | undefined) => (url ? new URL(url).href : url);

async function expectCanonicalAndAlternates(page: Page, path: string, siteUrl: string) {
  const url = (base: string) => new URL(path, `${base}/`).href;
  const head = page.locator("head");
  const href = (selector: string, attribute = "href") => head.locator(selector).getAttribute(attribute).then(same);
  expect(await href('link[rel="canonical"]')).toBe(url(siteUrl));
  expect(await href('link[rel="alternate"][hreflang="en-NZ"]')).toBe(url(markets.markets.nz.siteUrl));
  expect(await href('link[rel="alternate"][hreflang="en-AU"]')).toBe(url(markets.markets.au.siteUrl));
  expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(url(markets.markets.nz.siteUrl));
  expect(await href('meta[property="og:url"]', "content")).toBe(url(siteUrl));
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", /.{20}/);
}

test.describe("search and sharing", () => {
  test("home: canonical and hreflang on the market's host, Organization data, share image", async ({ page, market, marketData }) => {
    await page.goto("/");
    await expectCanonicalAndAlternates(page, "/", marketData.siteUrl);
    const { Organization } = await expectStructuredData(page, ["Organization"]);
    expect(Organization?.[0]).toMatchObject({ url: `${marketData.siteUrl}/`, contactPoint: { email: marketData.contact.email, telephone: FREEPHONE[market].international } });
    await expectShareImage(market, (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "", marketData.siteUrl);
    await expectShareImage(market, (await page.locator('meta[name="twitter:image"]').getAttribute("content")) ?? "", marketData.siteUrl);
  });

  test("/ride: canonical, hreflang and MobileApplication data", async ({ page, market, marketData }) => {
    await page.goto("/ride");
    await expectCanonicalAndAlternates(page, "/ride", marketData.siteUrl);
    const { MobileApplication } = await expectStructuredData(page, ["Organization", "MobileApplication"]);
    expect(MobileApplication?.[0]).toMatchObject({ offers: { price: 0, priceCurrency: market === "au" ? "AUD" : "NZD" } });
    await expectShareImage(market, (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "", marketData.siteUrl);
  });

  test("an offer's share card: its URL carries the phase, an ended card has its own, the alt describes it", async ({ page, market, marketData }) => {
    const promo = promos.find((each) => each.id === "tauranga")!;
    const endsAt = promo.endsAt!;
    expect(offerPhase(new Date(), endsAt)).toBe("ended");
    await page.goto(`/promo/${promo.id}`);
    const image = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
    expect(image).toBe(`${marketData.siteUrl}/og/promo/${promo.id}/ended-${endsAt}.png`);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image);
    await expectShareImage(market, image, marketData.siteUrl);
    const alt = (await page.locator('meta[property="og:image:alt"]').getAttribute("content")) ?? "";
    expect(alt).toContain(`"Offer ended ${longDate(endsAt)}"`);
    expect(alt).toContain(promo.title);
    expect(alt).not.toBe(await page.title());
    // The live card a link shared while the offer ran still shows what it showed, under its own URL.
    const live = `${marketData.siteUrl}/og/promo/${promo.id}/active-${endsAt}.png`;
    await expectShareImage(market, live, marketData.siteUrl);
    expect((await getFrom(market, new URL(live).pathname)).body.equals((await getFrom(market, new URL(image).pathname)).body)).toBe(false);
    // No card without its state, or for an end day the offer does not have.
    for (const path of [`/og/promo/${promo.id}.png`, `/og/promo/${promo.id}/ended-2099-01-01.png`]) expect((await getFrom(market, path)).status, path).toBe(404);
  });

  test("/download stays out of search", async ({ market }) => {
    // Read from the server: in a desktop browser the page forwards to /ride straight away.
    const html = (await getFrom(market, "/download")).text();
    expect(metaContent(html, "robots")).toMatch(/noindex/);
    expect(html).not.toMatch(/<link rel="alternate" hrefLang=/i);
  });

  test("head carries the manifest, icons, Smart App Banner and app links", async ({ page, market }) => {
    await page.goto("/");
    const head = page.locator("head");
    await expect(head.locator('meta[name="apple-itunes-app"]')).toHaveAttribute("content", `app-id=${site.appStoreId}`);
    await expect(head.locator('meta[property="al:ios:app_store_id"]')).toHaveAttribute("content", site.appStoreId);
    await expect(head.locator('meta[property="al:ios:url"]')).toHaveAttribute("content", site.appDeepLink);
    await expect(head.locator('meta[property="al:android:package"]')).toHaveAttribute("content", site.playStorePackage);
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

    const manifest = await getFrom(market, "/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    const { icons, lang } = JSON.parse(manifest.text()) as { icons: { src: string; sizes: string; type: string }[]; lang: string };
    expect(lang).toBe(markets.markets[market].locale);
    const links = await head.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
    for (const src of new Set([...icons.map((icon) => icon.src), ...links])) {
      const response = await getFrom(market, src);
      expect(response.status, src).toBe(200);
      expect(response.headers["content-type"], src).toMatch(/^image\/(png|svg\+xml|x-icon)/);
    }
    for (const icon of icons.filter((entry) => entry.type === "image/png")) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize((await getFrom(market, icon.src)).body), icon.src).toEqual({ width, height });
    }
  });

  test("robots.txt allows crawling and points at this host's sitemap", async ({ market, marketData }) => {
    const robots = await getFrom(market, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.text()).toMatch(/^User-agent: \*$/m);
    expect(robots.text()).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.text()).toMatch(new RegExp(`^Sitemap: ${marketData.siteUrl.replace(/\./g, "\\.")}/sitemap\\.xml$`, "m"));
  });

  test("the internal market prefix is not reachable from outside", async ({ market }) => {
    for (const path of [`/${market}/sitemap-pages.xml`, `/${market}/robots.txt`, `/${market}/og/home.png`, "/sitemap-pages.xml", "/og/city/gotham.png"]) {
      expect((await getFrom(market, path)).status, path).toBe(404);
    }
  });

  test("sitemap.xml lists every indexable page on this host, each answering 200, canonical, with valid structured data and its own share card", async ({ page, market, marketData }) => {
    test.setTimeout(120_000);
    const response = await getFrom(market, "/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const urls = await parseSitemap(page, response.text());
    expect(urls.length).toBeGreaterThan(60);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const required of ["/", "/city/christchurch", "/promo/flappy", "/quiz/cuba", "/news/flamingo-gen-5", "/10k", "/wlg"]) {
      expect(locs).toContain(required === "/" ? `${marketData.siteUrl}/` : `${marketData.siteUrl}${required}`);
    }

    const images = new Set<string>();
    for (const { loc, alternates } of urls) {
      const path = pathOn(loc, marketData.siteUrl);
      expect(NOINDEX.some((section) => path === section || path.startsWith(`${section}/`)), `${path} is a noindex section`).toBe(false);
      expect(path.startsWith("/event/"), `${path} is an alias`).toBe(false);
      expect(alternates).toEqual({
        "en-NZ": `${markets.markets.nz.siteUrl}${path === "/" ? "/" : path}`,
        "en-AU": `${markets.markets.au.siteUrl}${path === "/" ? "/" : path}`,
        "x-default": `${markets.markets.nz.siteUrl}${path === "/" ? "/" : path}`,
      });

      const pageResponse = await getFrom(market, path);
      expect.soft(pageResponse.status, `${path} answers`).toBe(200);
      if (pageResponse.status !== 200) continue;
      const html = pageResponse.text();
      expect.soft(metaContent(html, "robots") ?? "", `${path} is indexable`).not.toMatch(/noindex/);
      expect.soft(same(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]), `${path} is canonical`).toBe(same(loc));
      for (const key of ["og:title", "og:description", "og:url", "twitter:card"]) expect.soft(metaContent(html, key), `${path} ${key}`).toBeTruthy();
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
        expect.soft(missingFields(JSON.parse(json ?? "") as Record<string, unknown>), `${path} structured data`).toEqual([]);
      }
      const image = metaContent(html, "og:image");
      expect.soft(image, `${path} og:image`).toBeTruthy();
      if (image) images.add(image);
    }
    for (const image of images) await expectShareImage(market, image, marketData.siteUrl);
  });

  test("the news feed is RSS 2.0 with this host's article links", async ({ page, market, marketData }) => {
    const feed = await getFrom(market, "/news/rss.xml");
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toContain("application/rss+xml");
    const links = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.getElementsByTagName("parsererror").length || doc.documentElement.getAttribute("version") !== "2.0") throw new Error("not RSS 2.0");
      return Array.from(doc.querySelectorAll("item")).map((item) => ({
        link: item.querySelector("link")?.textContent ?? "",
        title: item.querySelector("title")?.textContent ?? "",
        pubDate: item.querySelector("pubDate")?.textContent ?? "",
      }));
    }, feed.text());
    expect(links).toHaveLength(4);
    for (const item of links) {
      expect(item.link.startsWith(`${marketData.siteUrl}/news/`)).toBe(true);
      expect(item.title).not.toBe("");
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
  });
});
