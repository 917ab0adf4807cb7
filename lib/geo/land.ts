import { clipPolygon } from "lineclip";
import simplify from "simplify-js";
import type { Projection } from "./project";

/** A ring of a land polygon as GeoJSON has it: [longitude, latitude] pairs, the first repeated last or not. */
export type Ring = [number, number][];
export type Bounds = { west: number; south: number; east: number; north: number };
/** Land clipped to a box around one city when the site is built (scripts/land.ts): what the maps there draw. */
export type LandPatch = { name: string; bounds: Bounds; rings: Ring[] };

const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;
const box = (b: Bounds): [number, number, number, number] => [b.west, b.south, b.east, b.north];
const overlaps = (a: Bounds, b: Bounds) => a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;

function ringBounds(ring: Ring): Bounds {
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  return { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) };
}

/**
 * A square box, in ground distance, around a city's service area: `factor` times the area's larger span and at least
 * `minMetres` across. A map fitted to the area (lib/geo/project.ts: 8% padding, height 0.6 to 1 times its width) sees
 * at most 1.16 times that span, so at 1.5 the box holds the map's view with room for an area that has grown since.
 */
export function cityBounds(points: readonly { lat: number; lng: number }[], factor = 1.5, minMetres = 6000): Bounds {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLng = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const spanMetres = Math.max((Math.max(...lats) - Math.min(...lats)) * METRES_PER_DEGREE, (Math.max(...lngs) - Math.min(...lngs)) * METRES_PER_DEGREE * k);
  const half = Math.max(spanMetres * factor, minMetres) / 2 / METRES_PER_DEGREE;
  return { west: midLng - half / k, south: midLat - half, east: midLng + half / k, north: midLat + half };
}

/** The area a ring encloses, in square metres on a plane (shoelace), whichever way it runs. */
const planeArea = (ring: readonly { x: number; y: number }[]) =>
  Math.abs(ring.reduce((sum, { x, y }, i) => sum + (ring.at(i - 1)!.x * y - x * ring.at(i - 1)!.y), 0)) / 2;

/**
 * What is too small to draw: an island under 2 hectares is a speck on a city map, and a hole under a square kilometre
 * in the source's land is a four-cornered block of its coarse grid (Christchurch's centre has four), not a lake.
 */
export const MIN_AREA_M2 = { island: 20_000, hole: 1_000_000 };

/**
 * The land polygons (GeoJSON MultiPolygon coordinates) cut to `bounds` and simplified to within `toleranceMetres` of
 * the source (Douglas–Peucker on a local plane in metres), each ring rounded to about 10 cm; rings smaller than
 * MIN_AREA_M2 left out. Rings that miss the box are skipped before any cutting, so a country's thousands of far islands
 * cost a bounds check each.
 */
export function clipLand(polygons: readonly (readonly Ring[])[], bounds: Bounds, toleranceMetres = 4, minArea = MIN_AREA_M2): Ring[] {
  const k = Math.cos((((bounds.south + bounds.north) / 2) * Math.PI) / 180);
  const toPlane = ([lng, lat]: [number, number]) => ({ x: lng * k * METRES_PER_DEGREE, y: lat * METRES_PER_DEGREE });
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const rings: Ring[] = [];
  for (const polygon of polygons) {
    for (const [index, ring] of polygon.entries()) {
      if (!overlaps(ringBounds(ring), bounds)) continue;
      const cut = clipPolygon(ring, box(bounds));
      if (cut.length < 3) continue;
      const simple = simplify(cut.map(toPlane), toleranceMetres, true);
      // GeoJSON's first ring of a polygon is its outline, the others its holes.
      if (simple.length < 3 || planeArea(simple) < (index === 0 ? minArea.island : minArea.hole)) continue;
      rings.push(simple.map(({ x, y }) => [round(x / k / METRES_PER_DEGREE), round(y / METRES_PER_DEGREE)]));
    }
  }
  return rings;
}

/** The patch whose box holds all of the projection's view, or null: a map never shows land cut short as water. */
export function patchFor(patches: readonly LandPatch[], projection: Projection): LandPatch | null {
  return (
    patches.find(({ bounds }) => {
      const southWest = projection.project({ lat: bounds.south, lng: bounds.west });
      const northEast = projection.project({ lat: bounds.north, lng: bounds.east });
      return southWest.x <= 0 && northEast.y <= 0 && northEast.x >= projection.width && southWest.y >= projection.height;
    }) ?? null
  );
}

/**
 * The land as one SVG path in the projection's drawing: each ring projected, cut to the drawing (with a margin, so the
 * cut edges and their stroke fall outside it), simplified to `tolerance` drawing units and rounded to whole units (a
 * unit is under a CSS pixel wherever the map is drawn under 1000 px wide). Holes (lakes) stay holes with the even-odd
 * fill rule.
 */
export function landPath(rings: readonly Ring[], projection: Projection, tolerance = 1, margin = 4): string {
  const view: [number, number, number, number] = [-margin, -margin, projection.width + margin, projection.height + margin];
  return rings
    .map((ring) => {
      const drawn = ring.map(([lng, lat]) => {
        const { x, y } = projection.project({ lat, lng });
        return [x, y] as [number, number];
      });
      const cut = clipPolygon(drawn, view);
      if (cut.length < 3) return "";
      const simple = simplify(cut.map(([x, y]) => ({ x, y })), tolerance, true).map(({ x, y }) => [Math.round(x), Math.round(y)]);
      const points = simple.filter(([x, y], i) => i === 0 || x !== simple[i - 1]![0] || y !== simple[i - 1]![1]);
      if (points.length < 3) return "";
      return `M${points.map(([x, y]) => `${x} ${y}`).join("L")}Z`;
    })
    .join("");
}
