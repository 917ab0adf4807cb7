import type { Metadata } from "next";
import { CityGrid } from "@/components/home/CityGrid";
import { FeatureBox } from "@/components/home/FeatureBox";
import { Hero } from "@/components/home/Hero";
import { HowToRide } from "@/components/home/HowToRide";
import { WorkplacePromo } from "@/components/home/WorkplacePromo";
import { getCity, getHome, getMarket, site } from "@/lib/content";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  const market = marketOf(await params);
  return pageMetadata({ market, path: "/", title: site.product, absoluteTitle: true, description: getHome().summary });
}

export default async function HomePage({ params }: { params: Promise<MarketParams> }) {
  const key = marketOf(await params);
  const market = getMarket(key);
  const home = getHome();
  return (
    <>
      <Hero market={key} subline={market.subline} />
      <CityGrid heading={home.citiesHeading} cities={home.cities.map((key) => ({ key, city: getCity(key) }))} />
      <HowToRide heading={home.howToHeading} steps={home.steps} />
      <div className="section">
        <div className="container grid grid--2">
          <FeatureBox {...home.discounts} href="/discounts" image="/assets/images/discounts.svg" />
          <FeatureBox {...home.giftCards} href={site.shopUrl} image="/assets/images/gift-cards.svg" tone="ink" external />
        </div>
      </div>
      <WorkplacePromo {...home.workplace} />
    </>
  );
}
