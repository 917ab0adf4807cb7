import type { ReactNode } from "react";
import type { Camera } from "@/lib/geo/camera";
import type { Projection } from "@/lib/geo/project";
import type { NamedPlace } from "@/lib/geo/place-words";
import type { MapShapes } from "@/lib/geo/types";
import type { MapVehicles } from "./InteractiveMap";
import { LazyMap } from "./LazyMap";
import { StaticMap, type LiveLabel } from "./StaticMap";
import styles from "./MapView.module.css";

/** `overlay`: an extra SVG layer drawn over the shapes in the static drawing (a city's ready vehicles); `live`: see StaticMap. */
/** `places`: names a local knows, written on the drawing (the interactive map has its own). */
/** `vehicles`: the ready vehicles the overlay draws, for the Google map to show the same. */
type Props = {
  shapes: MapShapes;
  label: string;
  camera?: Partial<Camera>;
  overlay?: (projection: Projection) => ReactNode;
  live?: LiveLabel;
  places?: readonly NamedPlace[];
  vehicles?: MapVehicles;
};

/**
 * A map: the to-scale drawing, upgraded to the interactive Google map when a Maps key is configured. Without a
 * key no client code is sent for it at all. The key is public by design (it is inlined into the browser's
 * code) and restricted by referrer in the Google Cloud console.
 */
export function MapView({ shapes, label, camera, overlay, live, places, vehicles }: Props) {
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim();
  const drawing = <StaticMap shapes={shapes} label={label} overlay={overlay} live={live} places={places} />;
  return (
    <div className={styles.map}>
      {apiKey ? (
        <LazyMap apiKey={apiKey} shapes={shapes} camera={camera} vehicles={vehicles}>
          {drawing}
        </LazyMap>
      ) : (
        drawing
      )}
    </div>
  );
}
