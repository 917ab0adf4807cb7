import type { Metadata } from "next";
import { ShopRedirect } from "@/components/helmets/ShopRedirect";
import { site } from "@/lib/content";
import { getHelmetsPage } from "@/lib/content/helmets";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/helmets", title: "Helmets", description: getHelmetsPage().summary, noindex: true });
}

export default function HelmetsPage() {
  return <ShopRedirect url={site.helmetShopUrl} {...getHelmetsPage()} />;
}
