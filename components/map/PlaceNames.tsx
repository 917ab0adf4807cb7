import type { NamedPlace } from "@/lib/geo/place-words";
import { placeLabels, type Box, type Side } from "@/lib/geo/place-labels";
import type { Projection } from "@/lib/geo/project";
import styles from "./StaticMap.module.css";

/**
 * The largest size, in drawing units, the map's CSS gives a place name (StaticMap.module.css, on the narrowest screens):
 * names are laid out for it, so none overlap at any width.
 */
export const LAYOUT_SIZE = 39;

/** Where the words sit against their point, in ems of the size the CSS gives them (placeLabels' boxes, in ems). */
const OFFSET: Record<Side, { dx?: string; dy: string; anchor: "middle" | "start" | "end" }> = {
  above: { dy: "-0.75em", anchor: "middle" },
  below: { dy: "1.45em", anchor: "middle" },
  right: { dx: "0.5em", dy: "0.35em", anchor: "start" },
  left: { dx: "-0.5em", dy: "0.35em", anchor: "end" },
};

/**
 * The corners the drawing's own furniture covers on a phone's map (about 300 px wide, 3.3 units a pixel): the north
 * arrow top right, the scale bar bottom left, the coast's credit along the bottom right.
 */
function furniture({ width, height }: Projection): Box[] {
  return [
    { left: width - 180, top: 0, right: width, bottom: 200 },
    { left: 0, top: height - 140, right: 340, bottom: height },
    { left: width - 720, top: height - 80, right: width, bottom: height },
  ];
}

/**
 * Three to five places a local would look for (the city's content), written in the drawing's SVG so they scale with
 * it: a dot at each place and its name beside it on a white halo. Hidden from assistive technology like the rest of
 * the drawing, whose label describes it.
 */
export function PlaceNames({ places, projection }: { places: readonly NamedPlace[]; projection: Projection }) {
  const points = places.map((place) => ({ name: place.name, ...projection.project(place) }));
  const placed = placeLabels(points, projection.width, projection.height, LAYOUT_SIZE, furniture(projection));
  if (placed.length === 0) return null;
  return (
    <g className={styles.places} aria-hidden="true" data-places={placed.length}>
      {placed.map(({ name, x, y, side }) => (
        <g key={name}>
          <circle cx={Math.round(x)} cy={Math.round(y)} r={6} className={styles.placeDot} />
          <text x={Math.round(x)} y={Math.round(y)} dx={OFFSET[side].dx} dy={OFFSET[side].dy} textAnchor={OFFSET[side].anchor} className={`${styles.placeName} ${styles.placeHalo}`} data-halo="">
            {name}
          </text>
          <text x={Math.round(x)} y={Math.round(y)} dx={OFFSET[side].dx} dy={OFFSET[side].dy} textAnchor={OFFSET[side].anchor} className={styles.placeName}>
            {name}
          </text>
        </g>
      ))}
    </g>
  );
}
