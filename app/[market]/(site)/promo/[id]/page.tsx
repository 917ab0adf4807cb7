import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PromoView } from "@/components/promo/PromoView";
import { getCity } from "@/lib/content";
import { PROMO_IDS, isOneOf } from "@/lib/content/keys";
import { getPromo } from "@/lib/content/promos";
import { keyedStaticParams, marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = MarketParams & { id: string };

export const dynamicParams = false;
export const generateStaticParams = () => keyedStaticParams("id", PROMO_IDS);

function promoOf(params: Params) {
  if (!isOneOf(PROMO_IDS, params.id)) notFound();
  return { id: params.id, promo: getPromo(params.id) };
}

/** /event/{id} shows this same page, so both name /promo/{id} as canonical. */
export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = await params;
  const { id, promo } = promoOf(resolved);
  return pageMetadata({ market: marketOf(resolved), path: `/promo/${id}`, title: promo.title, description: promo.summary });
}

export default async function PromoPage({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  marketOf(resolved);
  const { promo } = promoOf(resolved);
  return <PromoView promo={promo} city={promo.city ? getCity(promo.city) : undefined} />;
}
