import type { Metadata } from "next";
import { DiscountCalculator } from "@/components/discounts/DiscountCalculator";
import { EligibleCards } from "@/components/discounts/EligibleCards";
import { PageHero } from "@/components/layout/PageHero";
import { getCities, getMarket } from "@/lib/content";
import { discountCities, getDiscountTable, getDiscountsPage } from "@/lib/content/discounts";
import { CITY_KEYS, entryOf } from "@/lib/content/keys";
import { getPricing } from "@/lib/content/pricing";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

const TITLE = "Community & Student Discounts";

// The example ride is priced at today's standard fares: rendered again every half hour, as /pricing is, so a dated
// price change reaches this page on its day.
export const revalidate = 1800;

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/discounts", title: TITLE, description: getDiscountsPage().summary });
}

export default async function DiscountsPage({ params }: { params: Promise<MarketParams> }) {
  const market = getMarket(marketOf(await params));
  const page = getDiscountsPage();
  const table = getDiscountTable();
  const pricing = getPricing();
  const cities = getCities();
  const standardFares = Object.fromEntries(
    CITY_KEYS.map((key) => [
      entryOf(cities, key, "content/cities").regionId,
      { unlockCents: pricing.unlockCents, perMinuteCents: entryOf(pricing.cities, key, "content/pages/pricing.json cities").perMinuteCents },
    ]),
  );
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={TITLE} lead={page.intro} art={{ src: "/assets/images/discounts.svg", alt: "" }} />
      <section className="section" aria-labelledby="discount-calculator">
        {/* The page's own column, as the sections above and below; the calculator keeps a readable width inside it. */}
        <div className="container">
          <div className="section-head">
            <h2 id="discount-calculator">{page.calculatorHeading}</h2>
            <p>{page.calculatorIntro}</p>
          </div>
          <DiscountCalculator
            cardTypes={page.cardTypes}
            cities={discountCities(table)}
            table={table}
            standardFares={standardFares}
            prompts={page.prompts}
            howToApply={page.howToApply}
            helloEmail={market.contact.email}
          />
        </div>
      </section>
      <EligibleCards heading={page.eligibleHeading} intro={page.eligibleIntro} labels={page.cardTypes.map((type) => type.label)} />
    </>
  );
}
