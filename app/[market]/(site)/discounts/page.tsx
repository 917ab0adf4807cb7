import type { Metadata } from "next";
import { DiscountCalculator } from "@/components/discounts/DiscountCalculator";
import { EligibleCards } from "@/components/discounts/EligibleCards";
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
      <section className="page-hero">
        <div className="container page-hero__inner">
          <div>
            <span className="eyebrow">{page.eyebrow}</span>
            <h1>{TITLE}</h1>
            <p className="lead">{page.intro}</p>
          </div>
          <div className="page-hero__art">
            <img src="/assets/images/discounts.svg" width={1200} height={800} alt="" fetchPriority="high" />
          </div>
        </div>
      </section>
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
