import type { Metadata } from "next";
import { DiscountCalculator } from "@/components/discounts/DiscountCalculator";
import { EligibleCards } from "@/components/discounts/EligibleCards";
import { PageHero } from "@/components/layout/PageHero";
import { getMarket } from "@/lib/content";
import { discountCities, getDiscountTable, getDiscountsPage } from "@/lib/content/discounts";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

const TITLE = "Community & Student Discounts";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/discounts", title: TITLE, description: getDiscountsPage().summary });
}

export default async function DiscountsPage({ params }: { params: Promise<MarketParams> }) {
  const market = getMarket(marketOf(await params));
  const page = getDiscountsPage();
  const table = getDiscountTable();
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={TITLE} lead={page.intro} art={{ src: "/assets/images/discounts.svg", alt: "" }} />
      <section className="section" aria-labelledby="discount-calculator">
        <div className="container narrow">
          <div className="section-head">
            <h2 id="discount-calculator">{page.calculatorHeading}</h2>
            <p>{page.calculatorIntro}</p>
          </div>
          <DiscountCalculator
            cardTypes={page.cardTypes}
            cities={discountCities(table)}
            table={table}
            prompt={page.prompt}
            howToApply={page.howToApply}
            helloEmail={market.contact.email}
          />
        </div>
      </section>
      <EligibleCards heading={page.eligibleHeading} intro={page.eligibleIntro} labels={page.cardTypes.map((type) => type.label)} />
    </>
  );
}
