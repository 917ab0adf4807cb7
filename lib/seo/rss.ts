import { marketsData, site } from "@/lib/content/markets";
import type { MarketKey } from "@/lib/market";
import { marketUrl } from "./metadata";
import { escapeXml } from "./xml";

export type FeedArticle = { id: string; title: string; date: string; summary: string; type: string };

/** RFC 822 date, as RSS 2.0 requires, for an ISO calendar date. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/**
 * RSS 2.0 for the news pages, newest first, with this market's links. The build date is the newest article's,
 * so the feed only changes when the news does.
 */
export function rssXml(market: MarketKey, articles: readonly FeedArticle[]): string {
  const sorted = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const { locale } = marketsData.markets[market];
  const items = sorted.map((article) => {
    const link = escapeXml(marketUrl(market, `/news/${article.id}`));
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(article.date)}</pubDate>`,
      `      <category>${escapeXml(article.type)}</category>`,
      `      <description>${escapeXml(article.summary)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = sorted[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${site.product} News`)}</title>`,
    `    <link>${escapeXml(marketUrl(market, "/news"))}</link>`,
    `    <atom:link href="${escapeXml(marketUrl(market, "/news/rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Launches, new scooters and service news from ${site.product}.`)}</description>`,
    `    <language>${locale.toLowerCase()}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.date)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
