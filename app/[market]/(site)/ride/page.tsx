import type { Metadata } from "next";
import { StoreBadges } from "@/components/download/StoreBadges";
import { JsonLd } from "@/components/seo/JsonLd";
import { site } from "@/lib/content";
import { downloadSentence } from "@/lib/copy";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";
import { mobileApplication } from "@/lib/seo/structured-data";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/ride", title: "Download", description: downloadSentence(site.product) });
}

export default async function RidePage({ params }: { params: Promise<MarketParams> }) {
  const market = marketOf(await params);
  return (
    <section className="page-hero">
      <JsonLd data={mobileApplication(market)} />
      <div className="container page-hero__inner">
        <div>
          <span className="eyebrow">Get the app</span>
          <h1>
            Download <span className="accent">{site.product}</span>
          </h1>
          <p className="lead">{downloadSentence(site.product)}</p>
          <StoreBadges />
        </div>
        <div className="page-hero__art">
          <img src="/assets/images/download-phone.svg" width={1200} height={800} alt={`A phone showing the ${site.product} app's map with nearby scooters`} fetchPriority="high" />
        </div>
      </div>
    </section>
  );
}
