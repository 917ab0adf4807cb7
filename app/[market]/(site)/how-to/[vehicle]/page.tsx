import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GettingStarted } from "@/components/howto/GettingStarted";
import { VehicleHero } from "@/components/howto/VehicleHero";
import { SafetyLinks } from "@/components/safety/SafetyLinks";
import { SafetySection } from "@/components/safety/SafetySection";
import { getVehicle } from "@/lib/content";
import { VEHICLE_KEYS, isOneOf } from "@/lib/content/keys";
import { keyedStaticParams, marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = MarketParams & { vehicle: string };

/** The safety items come from the facade; refresh them hourly. Rendered in place (no <Suspense>), so they are in the served HTML. */
export const revalidate = 3600;
export const dynamicParams = false;
export const generateStaticParams = () => keyedStaticParams("vehicle", VEHICLE_KEYS);

function vehicleKey(params: Params) {
  if (!isOneOf(VEHICLE_KEYS, params.vehicle)) notFound();
  return params.vehicle;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = await params;
  const key = vehicleKey(resolved);
  const vehicle = getVehicle(key);
  return pageMetadata({ market: marketOf(resolved), path: `/how-to/${key}`, title: `How to Ride the ${vehicle.name}`, description: vehicle.summary });
}

export default async function HowToPage({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  marketOf(resolved);
  const vehicle = getVehicle(vehicleKey(resolved));
  return (
    <>
      <VehicleHero vehicle={vehicle} />
      <GettingStarted steps={vehicle.started} />
      <SafetySection groupId={vehicle.instructionGroupId} heading={`Riding the ${vehicle.name} Safely`} id="safety" tone="blush" />
      <SafetyLinks />
    </>
  );
}
