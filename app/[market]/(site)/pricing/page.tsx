import type { Metadata } from "next";
import { PageHero } from "@/components/layout/PageHero";
import { CityPricesGrid } from "@/components/pricing/CityPrices";
import { Counting } from "@/components/pricing/Counting";
import { FareControls } from "@/components/pricing/FareControls";
import { FareFinder } from "@/components/pricing/FareFinder";
import { PriceChanges } from "@/components/pricing/PriceChanges";
import { PriceSummary } from "@/components/pricing/PriceSummary";
import { PricingSection } from "@/components/pricing/PricingSection";
import { JsonLd } from "@/components/seo/JsonLd";
import { getCity } from "@/lib/content";
import { getDiscountTable, getDiscountsPage } from "@/lib/content/discounts";
import { entryOf, type CityKey } from "@/lib/content/keys";
import { getCitiesPage } from "@/lib/content/pages";
import { getDatedPrices, getPricing } from "@/lib/content/pricing";
import { nzDay, nzDayStart } from "@/lib/offer-status";
import { marketOf, type MarketParams } from "@/lib/params";
import { counting } from "@/lib/pricing/counting";
import { addDays, citySince } from "@/lib/pricing/dated";
import { datedView } from "@/lib/pricing/dated-view";
import { cityOffers } from "@/lib/pricing/offers";
import { pageMetadata } from "@/lib/seo/metadata";
import { priceCatalog } from "@/lib/seo/price-catalog";

const TITLE = "Pricing";

// The page shows the figures in force today and any change announced: rendered again every half hour, as the promo
// pages are, so it switches by itself on the day a change is announced and on the day it applies.
export const revalidate = 1800;

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/pricing", title: TITLE, description: getPricing().summary });
}

export default async function PricingPage({ params }: { params: Promise<MarketParams> }) {
  const market = marketOf(await params);
  const now = new Date();
  const today = nzDay(now);
  const page = getPricing(now);
  const dated = getDatedPrices();
  const discounts = getDiscountTable();
  const cities = getCitiesPage().tiles.map((key) => {
    const city = getCity(key);
    return { key, ...city, offers: cityOffers(page, discounts, key, city.regionId), since: citySince(dated, today, key) };
  });
  const finderCities = cities.map(({ key, name, regionId }) => ({ key, name, regionId }));
  const cards = getDiscountsPage().cardTypes.map(({ id, label }) => ({ id, label }));
  const dates = datedView(dated, today, Object.fromEntries(cities.map((city) => [city.key, city.name])) as Record<CityKey, string>);
  return (
    <>
      <JsonLd data={priceCatalog(market, cities)} />
      <PageHero eyebrow={page.eyebrow} title={TITLE} lead={page.intro} art={{ src: "/assets/images/pricing.svg", alt: "" }}>
        <PriceSummary
          unlockCents={page.unlockCents}
          rates={cities.map(({ key, name }) => ({ key, name, perMinuteCents: entryOf(page.cities, key, "content/pages/pricing.json cities").perMinuteCents }))}
          since={dates.since}
          announced={dates.announced}
          currency={market === "au" ? page.currency.australia : page.currency.note}
        />
      </PageHero>
      <PricingSection id="fare-finder" heading={page.finderHeading} intro={page.finderIntro} tone="blush">
        <FareFinder cities={finderCities} cards={cards} prices={dated} renderedOn={today} renderedOnEnds={nzDayStart(addDays(today, 1))} discounts={discounts}>
          <FareControls cities={finderCities} cards={cards} />
        </FareFinder>
        <Counting heading={page.countingHeading} lines={counting(page.rules, page.unlockCents)} />
      </PricingSection>
      <PricingSection id="city-prices" heading={page.citiesHeading} intro={page.citiesIntro} later>
        <CityPricesGrid cities={cities} />
      </PricingSection>
      <PriceChanges words={page.dates} since={dates.since} announced={dates.announced} past={dates.past} />
    </>
  );
}
