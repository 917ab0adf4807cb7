import type { Metadata } from "next";
import { PrizeDrawView } from "@/components/prize-draw/PrizeDrawView";
import { OfferPhased } from "@/components/promo/OfferPhased";
import { getPrizeDraw } from "@/lib/content/prize-draw";
import { offerBounds, offerPhase, phasesFrom } from "@/lib/offer-status";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

/** Rendered again at most half an hour after the last time, as the promo pages are (see promo/[id]/page.tsx). */
export const revalidate = 1800;

const phaseNow = () => {
  const draw = getPrizeDraw();
  return offerPhase(new Date(), draw.endsAt, draw.startsAt);
};

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  const draw = getPrizeDraw();
  const description = phaseNow() === "ended" ? draw.ended.subheading : draw.summary;
  return pageMetadata({ market: marketOf(await params), path: "/10k", title: draw.title, description });
}

export default async function PrizeDrawPage({ params }: { params: Promise<MarketParams> }) {
  const market = marketOf(await params);
  const draw = getPrizeDraw();
  const phase = phaseNow();
  const views = Object.fromEntries(phasesFrom(phase).map((each) => [each, <PrizeDrawView key={each} market={market} draw={draw} phase={each} />]));
  return <OfferPhased phase={phase} bounds={offerBounds(draw.endsAt, draw.startsAt)} views={views} />;
}
