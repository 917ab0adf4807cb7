import type { Metadata } from "next";
import { AccessibilityStatement } from "@/components/accessibility/AccessibilityStatement";
import { getMarket } from "@/lib/content";
import { getAccessibilityPage, getSupportedBrowsers } from "@/lib/content/accessibility";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/accessibility", title: "Accessibility", description: getAccessibilityPage().summary });
}

export default async function AccessibilityPage({ params }: { params: Promise<MarketParams> }) {
  return <AccessibilityStatement page={getAccessibilityPage()} browsers={getSupportedBrowsers()} market={getMarket(marketOf(await params))} />;
}
