import type { Vehicle } from "@/lib/content/schemas";

export function VehicleHero({ vehicle }: { vehicle: Vehicle }) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        <div>
          <span className="eyebrow">How to ride</span>
          <h1>{vehicle.name}</h1>
          <p className="lead">{vehicle.catch}</p>
          <p>{vehicle.blurb}</p>
        </div>
        <div className="page-hero__art">
          <img src={vehicle.image.src} alt={vehicle.image.alt} width={1200} height={800} fetchPriority="high" />
        </div>
      </div>
    </section>
  );
}
