import type { Metadata } from "next";
import { StoreBadges } from "@/components/download/StoreBadges";
import { PageHero } from "@/components/layout/PageHero";
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
    <>
      <JsonLd data={mobileApplication(market)} />
      <PageHero
        eyebrow="Get the app"
        title={
          <>
            Download <span className="accent">{site.product}</span>
          </>
        }
        lead={downloadSentence(site.product)}
        art={{ src: "/assets/images/download-phone.svg", alt: `A phone showing the ${site.product} app's map with nearby scooters` }}
      >
        <StoreBadges market={market} />
      </PageHero>
    </>
  );
}
