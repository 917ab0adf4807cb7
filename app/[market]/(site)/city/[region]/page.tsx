import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { CityFacts } from "@/components/city/CityFacts";
import { CityHero } from "@/components/city/CityHero";
import { HowToLinks } from "@/components/city/HowToLinks";
import { ServiceArea } from "@/components/city/ServiceArea";
import { DownloadBand } from "@/components/download/DownloadBand";
import { CityServiceJsonLd } from "@/components/seo/CityServiceJsonLd";
import { JsonLd } from "@/components/seo/JsonLd";
import { SafetySection } from "@/components/safety/SafetySection";
import { SectionLoading } from "@/components/safety/SectionLoading";
import { getCity, site } from "@/lib/content";
import { CITY_KEYS, isOneOf } from "@/lib/content/keys";
import { keyedStaticParams, marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbList } from "@/lib/seo/structured-data";

type Params = MarketParams & { region: string };

/** The service area and safety items come from the facade; refresh them hourly. */
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
      <Suspense fallback={null}>
        <CityServiceJsonLd market={market} city={key} />
      </Suspense>
      <CityHero city={city} />
      <Suspense fallback={<SectionLoading label={`Loading the ${city.name} service area`} />}>
        <ServiceArea city={city} />
      </Suspense>
      <CityFacts city={city} />
      <Suspense fallback={<SectionLoading label={`Loading ${city.name} safety information`} />}>
        <SafetySection groupId={city.instructionGroupId} heading={`${city.name} Safety`} intro={city.safetyIntro} id="safety" />
      </Suspense>
      <HowToLinks city={city} />
      <DownloadBand tone="white" heading={city.endedOn ? `Riding in another city? Get the ${site.product} app` : `Ride ${city.name} with the ${site.product} app`} />
    </>
  );
}
