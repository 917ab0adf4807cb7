import type { Metadata } from "next";
import { Referral } from "@/components/in-app/Referral";
import { site } from "@/lib/content";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

/** One static shell for every rider: the proxy rewrites /referral/{uuid} here and the browser reads the uuid. */
export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({
    market: marketOf(await params),
    path: "/referral",
    title: "Your Referral Code",
    description: `Your personal ${site.product} referral code, ready to share with friends who haven't ridden with us yet.`,
    noindex: true,
  });
}

export default async function ReferralPage({ params }: { params: Promise<MarketParams> }) {
  marketOf(await params);
  return <Referral product={site.product} />;
}
