import type { Metadata } from "next";
import { CitiesHero } from "@/components/city/CitiesHero";
import { CityList } from "@/components/city/CityList";
import { getCity } from "@/lib/content";
import { LISTED_CITY_ORDER } from "@/lib/content/keys";
import { getCitiesPage } from "@/lib/content/pages";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/cities", title: "Cities", description: getCitiesPage().summary });
}

export default async function CitiesPage({ params }: { params: Promise<MarketParams> }) {
  marketOf(await params);
  const page = getCitiesPage();
  return (
    <>
      <CitiesHero title={page.title} text={page.text} />
      <div className="section">
        <div className="container">
          <CityList cities={LISTED_CITY_ORDER.map((key) => ({ key, city: getCity(key) }))} suggest={page.suggest} />
        </div>
      </div>
    </>
  );
}
