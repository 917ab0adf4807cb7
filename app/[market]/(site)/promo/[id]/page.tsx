import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferPhased } from "@/components/promo/OfferPhased";
import { PromoView } from "@/components/promo/PromoView";
import { getCity } from "@/lib/content";
import { PROMO_IDS, isOneOf } from "@/lib/content/keys";
import { getPromo, getPromos } from "@/lib/content/promos";
import { offerBounds, offerPhase, phasesFrom } from "@/lib/offer-status";
import { currentOffers } from "@/lib/promo-record";
import { keyedStaticParams, marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = MarketParams & { id: string };

export const dynamicParams = false;
export const generateStaticParams = () => keyedStaticParams("id", PROMO_IDS);
/**
 * An offer's phase is decided when the page renders, so the page is rendered again at most half an hour after
 * the last time: its HTML, description and share card say it has ended within the hour after it does (the first
 * request after a quiet spell gets the older copy while the new one renders; OfferPhased corrects that copy).
 */
export const revalidate = 1800;

function promoOf(params: Params) {
  if (!isOneOf(PROMO_IDS, params.id)) notFound();
  const promo = getPromo(params.id);
  return { id: params.id, promo, phase: promo.endsAt ? offerPhase(new Date(), promo.endsAt, promo.startsAt) : undefined };
}

/** /event/{id} shows this same page, so both name /promo/{id} as canonical. */
export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = await params;
  const { id, promo, phase } = promoOf(resolved);
  const description = phase === "ended" && promo.ended ? promo.ended.text : promo.summary;
  return pageMetadata({ market: marketOf(resolved), path: `/promo/${id}`, title: promo.title, description });
}

export default async function PromoPage({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  const market = marketOf(resolved);
  const { id, promo, phase } = promoOf(resolved);
  const city = promo.city ? getCity(promo.city) : undefined;
  if (!promo.endsAt || !phase) return <PromoView market={market} promo={promo} city={city} />;
  const current = currentOffers(getPromos(), id, new Date());
  const views = Object.fromEntries(phasesFrom(phase).map((each) => [each, <PromoView key={each} market={market} promo={promo} city={city} phase={each} current={current} />]));
  return <OfferPhased phase={phase} bounds={offerBounds(promo.endsAt, promo.startsAt)} views={views} />;
}
