import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SafetyPage } from "@/components/safety/SafetyPage";
import { SafetySection } from "@/components/safety/SafetySection";
import { getCity } from "@/lib/content";
import { CITY_KEYS, isOneOf } from "@/lib/content/keys";
import { keyedStaticParams, marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = MarketParams & { location: string };

/** The city's safety items come from the facade; refresh them hourly. Rendered in place (no <Suspense>), so they are in the served HTML. */
export const revalidate = 3600;
/** Any other location is redirected to /safety by the proxy. */
export const dynamicParams = false;
export const generateStaticParams = () => keyedStaticParams("location", CITY_KEYS);

function cityKey(params: Params) {
  if (!isOneOf(CITY_KEYS, params.location)) notFound();
  return params.location;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = await params;
  const key = cityKey(resolved);
  return pageMetadata({ market: marketOf(resolved), path: `/safety/${key}`, title: "Safety", description: getCity(key).safetyIntro });
}

/** The safety page with one city's rules brought forward, straight after the hero. */
export default async function CitySafetyRoute({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  marketOf(resolved);
  const key = cityKey(resolved);
  const city = getCity(key);
  return (
    <SafetyPage
      first={
        <SafetySection
          groupId={city.instructionGroupId}
          heading={`${city.name} Safety`}
          intro={city.safetyIntro}
          id="city-safety"
          tone="blush"
          footer={<a href={`/city/${key}`}>See the {city.name} service area, prices and hours</a>}
        />
      }
    />
  );
}
