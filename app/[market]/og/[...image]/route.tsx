import { notFound } from "next/navigation";
import { MARKET_KEYS } from "@/lib/market";
import { marketOf } from "@/lib/params";
import { cardText } from "@/lib/seo/cards";
import { datedPages } from "@/lib/seo/content";
import { marketHost } from "@/lib/seo/metadata";
import { ogImageSegments, pagePathOfImage } from "@/lib/seo/og";
import { renderOgImage } from "@/lib/seo/og-image";

/**
 * Every page's share card, drawn once per market at build time. What a card shows is fixed by its URL (a dated
 * page's phase and end day are in it, lib/seo/og.ts), so it is never redrawn and may be kept for good.
 */
export const dynamic = "force-static";
export const revalidate = false;
export const dynamicParams = false;
export const generateStaticParams = () => MARKET_KEYS.flatMap((market) => ogImageSegments(datedPages()).map((image) => ({ market, image })));

export async function GET(_request: Request, { params }: RouteContext<"/[market]/og/[...image]">) {
  const { market: raw, image } = await params;
  const market = marketOf({ market: raw });
  const card = pagePathOfImage(image, datedPages());
  if (!card) notFound();
  const png = await renderOgImage({ ...cardText(card.page, card.state), host: marketHost(market) }).arrayBuffer();
  return new Response(png, {
    headers: {
      "Content-Type": "image/png",
      // Next drops a handler's Content-Length; the instance's response layer sets it for images (server/).
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
