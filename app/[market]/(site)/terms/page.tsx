import type { Metadata } from "next";
import { LegalText } from "@/components/legal/LegalText";
import { getLegalPages, getTerms } from "@/lib/content/legal";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/terms", title: "Terms", description: getLegalPages().terms.summary });
}

export default async function TermsPage({ params }: { params: Promise<MarketParams> }) {
  const { heading, intro } = getLegalPages().terms;
  return <LegalText heading={heading} intro={intro} document={getTerms(marketOf(await params))} />;
}
