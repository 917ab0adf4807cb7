import type { LatLng } from "./types";

/** Mean Earth radius (IUGG); a degree of latitude is then about 111.2 km everywhere. */
const EARTH_RADIUS_M = 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M;
/** A lone point still gets a view about a kilometre across rather than a zero-sized box. */
const MIN_SPAN_DEGREES = 0.01;

export type Projection = {
  width: number;
  height: number;
  viewBox: string;
  /** SVG coordinates of a point: x grows east, y grows south (north is up). */
  project: (point: LatLng) => { x: number; y: number };
  /** Ground distance covered by one SVG unit, the same in every direction. */
  metresPerUnit: number;
};

export type FitOptions = {
  /** viewBox width; the height follows from the area's shape. */
  width?: number;
  /** Margin on every side, as a fraction of the larger span. */
  padding?: number;
  /** Height/width limits: a long thin area is given extra ground around it instead of a strip-shaped map. */
  minAspect?: number;
  maxAspect?: number;
};

/**
 * Fits points into an SVG viewBox at true scale: an equirectangular projection whose longitudes are shrunk
 * by the cosine of the middle latitude, so a kilometre east and a kilometre north are the same length on
 * screen. Accurate to well under 1% across a city; not meant for areas spanning the antimeridian.
 */
export function fitProjection(points: readonly LatLng[], options: FitOptions = {}): Projection {
  const { width = 1000, padding = 0.08, minAspect = 0.5, maxAspect = 1 } = options;
  if (points.length === 0) throw new Error("fitProjection needs at least one point");

  const lats = points.map((p) => p.lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  // Plane coordinates in degrees of latitude: x eastward, y southward.
  const plane = (p: LatLng) => ({ x: p.lng * k, y: -p.lat });
  const xs = points.map((p) => plane(p).x);
  const ys = points.map((p) => plane(p).y);

  let minX = Math.min(...xs);
  let maxX = Math.max(...xs);
  let minY = Math.min(...ys);
  let maxY = Math.max(...ys);
  const grow = (lo: number, hi: number, span: number): [number, number] => {
    const extra = (span - (hi - lo)) / 2;
    return [lo - extra, hi + extra];
  };

  const base = Math.max(maxX - minX, maxY - minY, MIN_SPAN_DEGREES);
  [minX, maxX] = grow(minX, maxX, Math.max(maxX - minX, MIN_SPAN_DEGREES) + 2 * padding * base);
  [minY, maxY] = grow(minY, maxY, Math.max(maxY - minY, MIN_SPAN_DEGREES) + 2 * padding * base);

  const aspect = (maxY - minY) / (maxX - minX);
  if (aspect < minAspect) [minY, maxY] = grow(minY, maxY, (maxX - minX) * minAspect);
  if (aspect > maxAspect) [minX, maxX] = grow(minX, maxX, (maxY - minY) / maxAspect);

  const scale = width / (maxX - minX);
  const height = round((maxY - minY) * scale);
  return {
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    project: (point) => {
      const p = plane(point);
      return { x: round((p.x - minX) * scale), y: round((p.y - minY) * scale) };
    },
    metresPerUnit: METRES_PER_DEGREE / scale,
  };
}

/** An SVG path through the points; `closed` joins the last point back to the first. */
export function pathData(points: readonly LatLng[], projection: Projection, closed: boolean): string {
  const commands = points.map((point, index) => {
    const { x, y } = projection.project(point);
    return `${index === 0 ? "M" : "L"}${x} ${y}`;
  });
  return commands.join("") + (closed && commands.length > 0 ? "Z" : "");
}

export type ScaleBar = { metres: number; label: string; /** Length as a fraction of the map's width. */ fraction: number };

/** The longest round distance (1, 2 or 5 × 10ⁿ metres) that fits in `maxFraction` of the map's width. */
export function scaleBar(projection: Projection, maxFraction = 0.25): ScaleBar {
  const maxMetres = projection.width * maxFraction * projection.metresPerUnit;
  const magnitude = 10 ** Math.floor(Math.log10(maxMetres));
  const step = [5, 2, 1].find((m) => m * magnitude <= maxMetres) ?? 1;
  const metres = step * magnitude;
  return {
    metres,
    label: metres >= 1000 ? `${metres / 1000} km` : `${metres} m`,
    fraction: metres / projection.metresPerUnit / projection.width,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
