import { drawsLand } from "@/components/map/LandLayer";
import { MapView } from "@/components/map/MapView";
import { site } from "@/lib/content";
import type { City } from "@/lib/content/schemas";
import { serviceAreaSentence } from "@/lib/copy";
import { describeArea } from "@/lib/geo/describe-area";
import { facade } from "@/lib/facade/server";
import { sectionData } from "@/lib/facade/section";
import { liveUntil } from "@/lib/gbfs/live-guard.cjs";
import type { Snapshot } from "@/lib/gbfs/snapshot";
import { readySentence } from "@/lib/gbfs/words";
import { longDate } from "./ended";
import { VehiclePoints } from "./VehiclePoints";
import styles from "./ServiceArea.module.css";

/** The spec's boundary colour. */
export const BOUNDARY_COLOUR = "#FF206E";

/**
 * The city's service area from the region call, drawn on the server; left out if the call fails. `sample`: the
 * figures are the fixture's (lib/gbfs/source.ts), and the key and label say so instead of "ready now".
 */
export async function ServiceArea({ city, live, sample = false }: { city: City; live?: Snapshot | null; sample?: boolean }) {
  const region = await sectionData(facade().region(city.regionId));
  if (!region || region.serviceArea.length < 3) return null;
  const heading = `${city.name} Service Area`;
  const points = region.serviceArea.map((point) => ({ lat: point.latitude, lng: point.longitude }));
  const extent = describeArea(points, city.center && { centre: city.center, place: `the centre of ${city.name}` });
  const shapes = { areas: [{ name: heading, points, colour: BOUNDARY_COLOUR }], lines: [], markers: [] };
  const water = drawsLand(shapes);
  const areaLabel = `Map of the ${city.name} service area, outlined in pink. ${extent}`;

  return (
    <section id="service-area" className="section" aria-labelledby="service-area-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          <span className="eyebrow">Where to ride</span>
          <h2 id="service-area-heading">{heading}</h2>
          <p className="lead">{serviceAreaSentence(site.product)}</p>
          {city.endedOn && <p>This was our service area until {longDate(city.endedOn)}.</p>}
          <p className={styles.key}>
            <span className={styles.swatch} aria-hidden="true" />
            Service area boundary
          </p>
          {water && (
            <p className={styles.key}>
              <span className={`${styles.swatch} ${styles.water}`} aria-hidden="true" />
              Water
            </p>
          )}
          {live && (
            <p className={styles.key} data-live="">
              <span className={styles.dot} aria-hidden="true" />
              {sample ? "Sample vehicles from test data, not the fleet" : "Ready vehicles, numbered where they gather"}
            </p>
          )}
        </div>
        <MapView
          shapes={shapes}
          places={city.places}
          vehicles={live ? { points: [...live.points.scooters, ...live.points.ebikes].map((point) => ({ lat: point.lat, lng: point.lon })), until: liveUntil(live.dataTime) } : undefined}
          label={live ? `${areaLabel} ${sample ? "Sample vehicles from test data, not the fleet" : readySentence(live)}, shown as pink dots.` : areaLabel}
          live={live ? { until: liveUntil(live.dataTime), staleLabel: areaLabel } : undefined}
          overlay={live ? (projection) => <VehiclePoints points={[...live.points.scooters, ...live.points.ebikes]} projection={projection} /> : undefined}
          camera={{ center: city.center, zoom: city.zoom }}
        />
      </div>
    </section>
  );
}
