import { marketOf, marketStaticParams } from "@/lib/params";
import { endedOfferDays, newsArticles } from "@/lib/seo/content";
import { indexablePaths } from "@/lib/seo/paths";
import { sitemapEntries, sitemapXml } from "@/lib/seo/sitemap";
import { xmlResponse } from "@/lib/seo/xml";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = marketStaticParams;
/** Ended offers carry the day they ended as lastmod (endedOfferDays): rebuilt as often as the offer pages. */
export const revalidate = 1800;

export async function GET(_request: Request, { params }: RouteContext<"/[market]/sitemap-pages.xml">) {
  const market = marketOf(await params);
  const published = {
    ...Object.fromEntries(newsArticles().map((article) => [`/news/${article.id}`, article.date])),
    ...endedOfferDays(new Date()),
  };
  return xmlResponse(sitemapXml(sitemapEntries(market, indexablePaths(), published)));
}
