import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CityFacts } from "@/components/city/CityFacts";
import { CityHero } from "@/components/city/CityHero";
import { LiveNow } from "@/components/city/LiveNow";
import { HowToLinks } from "@/components/city/HowToLinks";
import { ServiceArea } from "@/components/city/ServiceArea";
import { DownloadBand } from "@/components/download/DownloadBand";
import { CityServiceJsonLd } from "@/components/seo/CityServiceJsonLd";
import { JsonLd } from "@/components/seo/JsonLd";
import { SafetySection } from "@/components/safety/SafetySection";
import { getCity, getMarket, site } from "@/lib/content";
import { gbfsLink, liveCity } from "@/lib/gbfs/live";
import { gbfsSource, sourceMark } from "@/lib/gbfs/source";
import { getPricing } from "@/lib/content/pricing";
import { CITY_KEYS, entryOf, isOneOf } from "@/lib/content/keys";
import { keyedStaticParams, marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";
import { standardLines } from "@/lib/pricing/lines";
import { breadcrumbList } from "@/lib/seo/structured-data";

type Params = MarketParams & { region: string };

/**
 * The service area and safety items come from the facade, the ready counts and alerts from the city's GBFS feed
 * (whose vehicle_status has a ttl of about a minute): refreshed every minute, so a change in the feed shows within
 * two. They render in place, without <Suspense>, so the served HTML holds them rather than a spinner and a hidden
 * fragment that needs a script.
 */
export const revalidate = 60;
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
  const live = await liveCity(key);
  const source = gbfsSource();
  return (
    <>
      {/* GBFS auto-discovery: React places the link in <head>. Marked with its source, as the live block is, so no
          cached copy rendered under another source is served (lib/gbfs/source-setting.cjs). */}
      <link rel="gbfs" type="application/json" href={gbfsLink(key, getMarket(market).siteUrl)} {...sourceMark(source)} />
      <JsonLd data={breadcrumbList(market, [{ name: "Cities", path: "/cities" }, { name: city.name, path: `/city/${key}` }])} />
      <CityServiceJsonLd market={market} city={key} />
      <CityHero city={city} live={live && <LiveNow snapshot={live} source={source} cityName={city.name} />} />
      <ServiceArea city={city} live={live} sample={source.kind === "sample"} />
      <CityFacts city={city} pricing={standardLines(getPricing().unlockCents, entryOf(getPricing().cities, key, "content/pages/pricing.json cities"))} />
      <SafetySection groupId={city.instructionGroupId} heading={`${city.name} Safety`} intro={city.safetyIntro} id="safety" />
      <HowToLinks city={city} />
      <DownloadBand market={market} tone="white" heading={city.endedOn ? `Riding in another city? Get the ${site.product} app` : `Ride ${city.name} with the ${site.product} app`} />
    </>
  );
}
