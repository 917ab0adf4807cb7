import { marketOf, marketStaticParams } from "@/lib/params";
import { robotsTxt } from "@/lib/seo/robots";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = marketStaticParams;

export async function GET(_request: Request, { params }: RouteContext<"/[market]/robots.txt">) {
  const market = marketOf(await params);
  return new Response(robotsTxt(market), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
