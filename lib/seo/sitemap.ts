import type { MarketKey } from "@/lib/market";
import { languageAlternates, marketUrl } from "./metadata";
import { escapeXml } from "./xml";

export type SitemapEntry = {
  url: string;
  /** hreflang → absolute URL, the page itself included. */
  alternates: Record<string, string>;
  lastModified?: string;
};

/** One entry per indexable path, with the market host's absolute URLs and both markets as alternates. */
export function sitemapEntries(
  market: MarketKey,
  paths: readonly string[],
  lastModified: Readonly<Record<string, string>> = {},
): SitemapEntry[] {
  return paths.map((path) => ({
    url: marketUrl(market, path),
    alternates: languageAlternates(path),
    ...(lastModified[path] ? { lastModified: lastModified[path] } : {}),
  }));
}

/** The sitemaps.org XML, with xhtml:link alternates as search engines read hreflang from sitemaps. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = Object.entries(entry.alternates).map(
      ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
    );
    const lastmod = entry.lastModified ? [`    <lastmod>${escapeXml(entry.lastModified)}</lastmod>`] : [];
    return ["  <url>", `    <loc>${escapeXml(entry.url)}</loc>`, ...lastmod, ...links, "  </url>"].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
