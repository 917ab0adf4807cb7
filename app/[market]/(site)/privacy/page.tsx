import type { Metadata } from "next";
import { LegalText } from "@/components/legal/LegalText";
import { getLegalPages, getPrivacy } from "@/lib/content/legal";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/privacy", title: "Privacy", description: getLegalPages().privacy.summary });
}

export default async function PrivacyPage({ params }: { params: Promise<MarketParams> }) {
  const { heading, intro } = getLegalPages().privacy;
  return <LegalText heading={heading} intro={intro} document={getPrivacy(marketOf(await params))} />;
}
