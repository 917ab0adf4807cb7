import { PageHero } from "@/components/layout/PageHero";
import type { Vehicle } from "@/lib/content/schemas";

export function VehicleHero({ vehicle }: { vehicle: Vehicle }) {
  return (
    <PageHero eyebrow="How to ride" title={vehicle.name} lead={vehicle.catch} art={vehicle.image}>
      <p>{vehicle.blurb}</p>
    </PageHero>
  );
}
