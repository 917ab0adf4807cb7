import type { Metadata } from "next";
import { getMarket, marketsData, site } from "@/lib/content/markets";
import type { MarketKey } from "@/lib/market";

type PageMeta = {
  market: MarketKey;
  /** The public path, e.g. "/city/wellington" ("/" for home). */
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

/** Title, description, canonical, hreflang, Open Graph and Twitter card for one page in one market. */
export function pageMetadata({ market, path, title, description, noindex, absoluteTitle, type = "website", publishedTime }: PageMeta): Metadata {
  const url = marketUrl(market, path);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.product}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: noindex ? { canonical: url } : { canonical: url, languages: languageAlternates(path) },
    robots: noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: site.product,
      locale: getMarket(market).locale.replace("-", "_"),
      type,
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
