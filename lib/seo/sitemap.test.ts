import { CITY_KEYS, NEWS_IDS, PROMO_IDS, QUIZ_IDS, VEHICLE_KEYS } from "@/lib/content/keys";
import { canonicalPath, indexablePaths, isNoindexPath } from "./paths";
import { robotsTxt } from "./robots";
import { sitemapEntries, sitemapXml } from "./sitemap";

jest.mock("server-only", () => ({}));

describe("indexablePaths", () => {
  const paths = indexablePaths();

  it("lists every keyed page once, Christchurch included", () => {
    for (const key of CITY_KEYS) expect(paths).toContain(`/city/${key}`);
    for (const key of VEHICLE_KEYS) expect(paths).toContain(`/how-to/${key}`);
    for (const id of PROMO_IDS) expect(paths).toContain(`/promo/${id}`);
    for (const id of QUIZ_IDS) expect(paths).toContain(`/quiz/${id}`);
    for (const id of NEWS_IDS) expect(paths).toContain(`/news/${id}`);
    expect(paths).toContain("/city/christchurch");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists the section pages", () => {
    for (const path of ["/", "/ride", "/cities", "/safety", "/about", "/contact", "/careers", "/terms", "/privacy", "/discounts", "/pricing", "/workplace-session", "/news", "/wlg", "/10k", "/report", "/accessibility"]) {
      expect(paths).toContain(path);
    }
    expect(paths).toHaveLength(17 + CITY_KEYS.length + VEHICLE_KEYS.length + PROMO_IDS.length + QUIZ_IDS.length + NEWS_IDS.length);
  });

  it("leaves out aliases, quiz answers and every noindex page", () => {
    expect(paths.filter((path) => path.startsWith("/event"))).toEqual([]);
    expect(paths.filter((path) => path.split("/").length > 3)).toEqual([]);
    expect(paths.filter(isNoindexPath)).toEqual([]);
    for (const path of ["/app-info", "/referral", "/join-plan", "/verify-plan", "/download", "/helmets"]) expect(paths).not.toContain(path);
  });
});

describe("isNoindexPath and canonicalPath", () => {
  it("matches whole sections only", () => {
    expect(isNoindexPath("/join-plan/acme")).toBe(true);
    expect(isNoindexPath("/download")).toBe(true);
    expect(isNoindexPath("/downloads")).toBe(false);
    expect(isNoindexPath("/ride")).toBe(false);
  });

  it("names the promo as the canonical page of an event alias", () => {
    expect(canonicalPath("/event/flappy")).toBe("/promo/flappy");
    expect(canonicalPath("/promo/flappy")).toBe("/promo/flappy");
    expect(canonicalPath("/event/flappy/x")).toBe("/event/flappy/x");
    expect(canonicalPath("/safety/wellington")).toBe("/safety");
    expect(canonicalPath("/safety")).toBe("/safety");
  });
});

describe("sitemap", () => {
  it("uses the market's own host and lists both markets as alternates", () => {
    const [home, city] = sitemapEntries("au", ["/", "/city/wellington"]);
    expect(home).toEqual({
      url: "https://flamingoscooters.com.au/",
      alternates: { "en-NZ": "https://flamingoscooters.co.nz/", "en-AU": "https://flamingoscooters.com.au/", "x-default": "https://flamingoscooters.co.nz/" },
    });
    expect(city?.url).toBe("https://flamingoscooters.com.au/city/wellington");
    expect(sitemapEntries("nz", ["/ride"])[0]?.url).toBe("https://flamingoscooters.co.nz/ride");
  });

  it("carries a last-modified date only where one is known", () => {
    const entries = sitemapEntries("nz", ["/news", "/news/x"], { "/news/x": "2025-04-14" });
    expect(entries[0]).not.toHaveProperty("lastModified");
    expect(entries[1]?.lastModified).toBe("2025-04-14");
  });

  it("writes sitemaps.org XML with xhtml:link alternates and escaped values", () => {
    const xml = sitemapXml([{ url: "https://example.test/a?b=1&c=2", alternates: { "en-NZ": "https://example.test/a" }, lastModified: "2025-01-02" }]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(xml).toContain("<loc>https://example.test/a?b=1&amp;c=2</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en-NZ" href="https://example.test/a"/>');
    expect(xml).toContain("<lastmod>2025-01-02</lastmod>");
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
  });
});

describe("robotsTxt", () => {
  it("allows crawling, keeps out the API and points at the host's own sitemap", () => {
    expect(robotsTxt("au")).toBe("User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://flamingoscooters.com.au/sitemap.xml\n");
    expect(robotsTxt("nz")).toContain("Sitemap: https://flamingoscooters.co.nz/sitemap.xml");
  });
});
