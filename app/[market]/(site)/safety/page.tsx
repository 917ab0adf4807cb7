import type { Metadata } from "next";
import { SafetyPage } from "@/components/safety/SafetyPage";
import { getSafetyPage } from "@/lib/content/pages";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/safety", title: "Safety", description: getSafetyPage().summary });
}

export default async function SafetyRoute({ params }: { params: Promise<MarketParams> }) {
  marketOf(await params);
  return <SafetyPage />;
}
