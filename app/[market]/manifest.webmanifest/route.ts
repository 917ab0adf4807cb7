import { marketOf, marketStaticParams } from "@/lib/params";
import { webManifest } from "@/lib/seo/manifest";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = marketStaticParams;

export async function GET(_request: Request, { params }: RouteContext<"/[market]/manifest.webmanifest">) {
  const market = marketOf(await params);
  return new Response(JSON.stringify(webManifest(market)), { headers: { "Content-Type": "application/manifest+json" } });
}
