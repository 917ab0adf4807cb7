import { marketOf, marketStaticParams } from "@/lib/params";
import { newsArticles } from "@/lib/seo/content";
import { rssXml } from "@/lib/seo/rss";
import { xmlResponse } from "@/lib/seo/xml";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = marketStaticParams;

export async function GET(_request: Request, { params }: RouteContext<"/[market]/news/rss.xml">) {
  const market = marketOf(await params);
  return xmlResponse(rssXml(market, newsArticles()), "application/rss+xml");
}
