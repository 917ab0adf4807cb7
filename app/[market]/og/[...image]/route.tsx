import { notFound } from "next/navigation";
import { MARKET_KEYS } from "@/lib/market";
import { marketOf } from "@/lib/params";
import { cardText } from "@/lib/seo/cards";
import { marketHost } from "@/lib/seo/metadata";
import { ogImageSegments, pagePathOfImage } from "@/lib/seo/og";
import { renderOgImage } from "@/lib/seo/og-image";

/**
 * Every page's share card, drawn once per market at build time and again at most half an hour after the last
 * drawing, like the offer pages, so an offer's card says it has ended within the hour (lib/seo/cards.ts).
 */
export const dynamic = "force-static";
export const revalidate = 1800;
export const dynamicParams = false;
export const generateStaticParams = () => MARKET_KEYS.flatMap((market) => ogImageSegments().map((image) => ({ market, image })));

export async function GET(_request: Request, { params }: RouteContext<"/[market]/og/[...image]">) {
  const { market: raw, image } = await params;
  const market = marketOf({ market: raw });
  const page = pagePathOfImage(image);
  if (!page) notFound();
  return renderOgImage({ ...cardText(page), host: marketHost(market) });
}
