import type { Metadata } from "next";
import { getMarket, marketsData, site } from "@/lib/content/markets";
import type { MarketKey } from "@/lib/market";
import { OG_SIZE } from "./og-size";
import { canonicalPath } from "./paths";
import { shareCard } from "./share-card";

type PageMeta = {
  market: MarketKey;
  /** The public path, e.g. "/city/wellington" ("/" for home). An /event/{id} alias is canonicalised to its promo. */
  path: string;
  /** The page part of the title; rendered as "{title} | Flamingo". */
  title: string;
  description: string;
  /** Pages outside search (in-app, tokens, redirects). */
  noindex?: boolean;
  /** Home only: the whole title is the product name. */
  absoluteTitle?: boolean;
  type?: "website" | "article";
  publishedTime?: string;
  /**
   * The page renders its own <title> (it learns its name in the browser), so the metadata names none: a second
   * <title> from the metadata, hydrated after the page's, would be put first and win (vercel/next.js#82037).
   * Open Graph and Twitter keep the title.
   */
  titleFromPage?: boolean;
};

/** The page's absolute URL on a market's own host (from config, never the request's Host). */
export function marketUrl(market: MarketKey, path: string): string {
  const base = getMarket(market).siteUrl;
  return path === "/" ? `${base}/` : `${base}${path}`;
}

/** hreflang alternates: every page here exists in both markets, each listing itself and the other. */
export function languageAlternates(path: string): Record<string, string> {
  return {
    [marketsData.markets.nz.locale]: marketUrl("nz", path),
    [marketsData.markets.au.locale]: marketUrl("au", path),
    "x-default": marketUrl("nz", path),
  };
}

export const NEWS_FEED_PATH = "/news/rss.xml";

/** The news feed, advertised on the news pages so readers and crawlers find it. */
export function newsFeedAlternate(market: MarketKey) {
  return { "application/rss+xml": [{ url: marketUrl(market, NEWS_FEED_PATH), title: `${site.product} News` }] };
}

const isNewsPath = (path: string) => path === "/news" || path.startsWith("/news/");

/**
 * Title, description, canonical, hreflang, Open Graph and Twitter card (with the page's share image) for one
 * page in one market; the news pages also link the RSS feed.
 */
export function pageMetadata({
  market, path, title, description, noindex, absoluteTitle, type = "website", publishedTime, titleFromPage,
}: PageMeta): Metadata {
  const canonical = canonicalPath(path);
  const url = marketUrl(market, canonical);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.product}`;
  const card = shareCard(path, marketHost(market));
  const image = { url: marketUrl(market, card.path), ...OG_SIZE, alt: card.alt, type: "image/png" };
  return {
    // An empty absolute title is how Next leaves the layout's default and template out.
    title: titleFromPage ? { absolute: "" } : absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical: url,
      ...(noindex ? {} : { languages: languageAlternates(canonical) }),
      ...(isNewsPath(path) ? { types: newsFeedAlternate(market) } : {}),
    },
    robots: noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: site.product,
      locale: getMarket(market).locale.replace("-", "_"),
      type,
      images: [image],
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image] },
  };
}

/** The market's host name as visitors see it, e.g. "flamingoscooters.co.nz". */
export function marketHost(market: MarketKey): string {
  return new URL(getMarket(market).siteUrl).host;
}
