import type { Metadata } from "next";
import { DownloadBand } from "@/components/download/DownloadBand";
import { AirportHero } from "@/components/wlg/AirportHero";
import { ParkingGuide } from "@/components/wlg/ParkingGuide";
import { PromoBox } from "@/components/wlg/PromoBox";
import { RouteMap } from "@/components/wlg/RouteMap";
import { site } from "@/lib/content";
import { getWlg } from "@/lib/content/wlg";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/wlg", title: "Wellington Airport", description: getWlg().summary });
}

export default async function AirportPage({ params }: { params: Promise<MarketParams> }) {
  const market = marketOf(await params);
  const page = getWlg();
  return (
    <>
      <AirportHero page={page} />
      <ParkingGuide departing={page.departing} arriving={page.arriving} />
      <RouteMap routes={page.routes} parking={page.parking} />
      <PromoBox promo={page.promo} />
      <DownloadBand market={market} heading={`Ride to the airport with the ${site.product} app`} />
    </>
  );
}
