import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CityFacts } from "@/components/city/CityFacts";
import { CityHero } from "@/components/city/CityHero";
import { HowToLinks } from "@/components/city/HowToLinks";
import { ServiceArea } from "@/components/city/ServiceArea";
import { DownloadBand } from "@/components/download/DownloadBand";
import { CityServiceJsonLd } from "@/components/seo/CityServiceJsonLd";
import { JsonLd } from "@/components/seo/JsonLd";
import { SafetySection } from "@/components/safety/SafetySection";
import { getCity, site } from "@/lib/content";
import { getPricing } from "@/lib/content/pricing";
import { CITY_KEYS, isOneOf } from "@/lib/content/keys";
import { keyedStaticParams, marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";
import { standardLines } from "@/lib/pricing/lines";
import { breadcrumbList } from "@/lib/seo/structured-data";

type Params = MarketParams & { region: string };

/**
 * The service area and safety items come from the facade; refresh them hourly. They render in place, without
 * <Suspense>, so the served HTML holds them rather than a spinner and a hidden fragment that needs a script.
 */
export const revalidate = 3600;
export const dynamicParams = false;
export const generateStaticParams = () => keyedStaticParams("region", CITY_KEYS);

function cityKey(params: Params) {
  if (!isOneOf(CITY_KEYS, params.region)) notFound();
  return params.region;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = await params;
  const key = cityKey(resolved);
  const city = getCity(key);
  return pageMetadata({ market: marketOf(resolved), path: `/city/${key}`, title: city.name, description: city.summary });
}

export default async function CityPage({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  const market = marketOf(resolved);
  const key = cityKey(resolved);
  const city = getCity(key);
  return (
    <>
      <JsonLd data={breadcrumbList(market, [{ name: "Cities", path: "/cities" }, { name: city.name, path: `/city/${key}` }])} />
      <CityServiceJsonLd market={market} city={key} />
      <CityHero city={city} />
      <ServiceArea city={city} />
      <CityFacts city={city} pricing={standardLines(getPricing().unlockCents, getPricing().cities[key])} />
      <SafetySection groupId={city.instructionGroupId} heading={`${city.name} Safety`} intro={city.safetyIntro} id="safety" />
      <HowToLinks city={city} />
      <DownloadBand market={market} tone="white" heading={city.endedOn ? `Riding in another city? Get the ${site.product} app` : `Ride ${city.name} with the ${site.product} app`} />
    </>
  );
}
