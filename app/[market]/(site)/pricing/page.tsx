import type { Metadata } from "next";
import { PageHero } from "@/components/layout/PageHero";
import { CityPrices } from "@/components/pricing/CityPrices";
import { FareControls } from "@/components/pricing/FareControls";
import { FareFinder } from "@/components/pricing/FareFinder";
import { PricingSection } from "@/components/pricing/PricingSection";
import { JsonLd } from "@/components/seo/JsonLd";
import { getCities } from "@/lib/content";
import { getDiscountTable, getDiscountsPage } from "@/lib/content/discounts";
import { LISTED_CITY_ORDER } from "@/lib/content/keys";
import { getPricing } from "@/lib/content/pricing";
import { marketOf, type MarketParams } from "@/lib/params";
import { cityOffers } from "@/lib/pricing/offers";
import { pageMetadata } from "@/lib/seo/metadata";
import { priceCatalog } from "@/lib/seo/price-catalog";

const TITLE = "Pricing";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/pricing", title: TITLE, description: getPricing().summary });
}

export default async function PricingPage({ params }: { params: Promise<MarketParams> }) {
  const market = marketOf(await params);
  const page = getPricing();
  const discounts = getDiscountTable();
  const all = getCities();
  const cities = LISTED_CITY_ORDER.map((key) => ({ key, ...all[key], offers: cityOffers(page, discounts, key, all[key].regionId) }));
  const finderCities = cities.map(({ key, name, regionId }) => ({ key, name, regionId }));
  const cards = getDiscountsPage().cardTypes.map(({ id, label }) => ({ id, label }));
  return (
    <>
      <JsonLd data={priceCatalog(market, cities)} />
      <PageHero eyebrow={page.eyebrow} title={TITLE} lead={page.intro} art={{ src: "/assets/images/pricing.svg", alt: "" }}>
        <p>
          <strong>{market === "au" ? page.currency.australia : page.currency.note}</strong>
        </p>
      </PageHero>
      <PricingSection id="fare-finder" heading={page.finderHeading} intro={page.finderIntro} tone="blush">
        <FareFinder cities={finderCities} cards={cards} prices={{ unlockCents: page.unlockCents, goPasses: page.goPasses, cities: page.cities, rules: page.rules }} discounts={discounts}>
          <FareControls cities={finderCities} cards={cards} />
        </FareFinder>
      </PricingSection>
      <PricingSection id="city-prices" heading={page.citiesHeading} intro={page.citiesIntro}>
        <div className="grid grid--3">
          {cities.map((city) => (
            <CityPrices key={city.key} cityKey={city.key} name={city.name} hours={city.hours} offers={city.offers} />
          ))}
        </div>
      </PricingSection>
    </>
  );
}
