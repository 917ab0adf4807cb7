import { landPatches } from "@/lib/geo/land-data";
import { landPath, patchFor } from "@/lib/geo/land";
import type { Projection } from "@/lib/geo/project";
import styles from "./LandLayer.module.css";

/** The OpenStreetMap data's licence asks for this credit wherever the land is shown (docs/architecture.md, Maps). */
export const LAND_CREDIT = "Coast © OpenStreetMap contributors";

/**
 * The coast around a to-scale map (StaticMap): land clipped to the map's view when the site was built, or nothing
 * when the build made no land that covers the view. Drawn first, so the map's own shapes sit on top of it.
 */
export function LandLayer({ projection }: { projection: Projection }) {
  const patch = patchFor(landPatches(), projection);
  if (!patch) return null;
  return <path d={landPath(patch.rings, projection)} className={styles.land} fillRule="evenodd" vectorEffect="non-scaling-stroke" data-land={patch.name} />;
}

/** The land's credit, in the map's corner, only when land is drawn. */
export function LandCredit({ projection }: { projection: Projection }) {
  if (!patchFor(landPatches(), projection)) return null;
  return (
    <span className={styles.credit}>
      {LAND_CREDIT}
    </span>
  );
}
