import { landPatches } from "@/lib/geo/land-data";
import { landPath, patchFor } from "@/lib/geo/land";
import { fitProjection, type Projection } from "@/lib/geo/project";
import { allPoints, type MapShapes } from "@/lib/geo/types";
import styles from "./LandLayer.module.css";

/** The OpenStreetMap data's licence asks for this credit wherever the land is shown (docs/architecture.md, Maps). */
/** How every to-scale map is fitted (StaticMap uses the same). */
export const MAP_FIT = { minAspect: 0.6, maxAspect: 1 } as const;

export const LAND_CREDIT = "Coast © OpenStreetMap contributors";

type Props = { projection: Projection; shapes: MapShapes };

/**
 * The land under this map, or null. Maps with routes get none: the source's coast has a point every few hundred
 * metres, and a route along the shore (the airport ride's Evans Bay Parade) would be drawn over its water.
 */
function landFor({ projection, shapes }: Props) {
  return shapes.lines.length ? null : patchFor(landPatches(), projection);
}

/**
 * The coast around a to-scale map (StaticMap): land clipped to the map's view when the site was built, or nothing
 * when the build made no land that covers the view. Drawn first, so the map's own shapes sit on top of it.
 */
export function LandLayer(props: Props) {
  const patch = landFor(props);
  if (!patch) return null;
  const { projection } = props;
  return (
    <>
      {/* Water under the land, tinted as water reads on a map; only where land is drawn, so a map without a coast
          is not painted as sea. */}
      <rect width={projection.width} height={projection.height} className={styles.water} data-water="" />
      <path d={landPath(patch.rings, projection)} className={styles.land} fillRule="evenodd" vectorEffect="non-scaling-stroke" data-land={patch.name} />
    </>
  );
}

/** Whether a map of `shapes` draws land and water: the legend names the water only then. */
export function drawsLand(shapes: MapShapes): boolean {
  return landFor({ shapes, projection: fitProjection(allPoints(shapes), MAP_FIT) }) !== null;
}

/** The land's credit, in the map's corner, only when land is drawn. */
export function LandCredit(props: Props) {
  if (!landFor(props)) return null;
  return (
    <span className={styles.credit}>
      {LAND_CREDIT}
    </span>
  );
}
