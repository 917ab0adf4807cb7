import { marketOf, marketStaticParams } from "@/lib/params";
import { newsArticles } from "@/lib/seo/content";
import { indexablePaths } from "@/lib/seo/paths";
import { sitemapEntries, sitemapXml } from "@/lib/seo/sitemap";
import { xmlResponse } from "@/lib/seo/xml";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = marketStaticParams;

export async function GET(_request: Request, { params }: RouteContext<"/[market]/sitemap-pages.xml">) {
  const market = marketOf(await params);
  const published = Object.fromEntries(newsArticles().map((article) => [`/news/${article.id}`, article.date]));
  return xmlResponse(sitemapXml(sitemapEntries(market, indexablePaths(), published)));
}
