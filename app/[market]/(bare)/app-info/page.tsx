import type { Metadata } from "next";
import { AppInfo } from "@/components/in-app/AppInfo";
import { getMarket, site } from "@/lib/content";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

/** One static shell for every slug: the proxy rewrites /app-info/{slug} here and the browser reads the slug. */
export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({
    market: marketOf(await params),
    path: "/app-info",
    title: "Rider Info",
    description: `Passes, plans, parking and answers to common questions, shown inside the ${site.product} app.`,
    noindex: true,
  });
}

export default async function AppInfoPage({ params }: { params: Promise<MarketParams> }) {
  const { contact } = getMarket(marketOf(await params));
  return <AppInfo phone={{ label: contact.phoneLabel, href: contact.phoneHref }} />;
}
