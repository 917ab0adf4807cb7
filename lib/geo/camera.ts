import type { LatLng } from "./types";

/** The local storage key under which the visitor's last map view is kept (the spec's name). */
export const MAP_LOCATION_KEY = "mapLocation";

export type Camera = { center: LatLng; zoom: number };

/** Where a map opens when its page gives no view of its own: central Wellington, street level. */
export const DEFAULT_CAMERA: Camera = { center: { lat: -41.29, lng: 174.78 }, zoom: 16 };

const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max;

/** A saved view, or null when the stored text is missing, malformed or out of range. */
export function parseCamera(raw: string | null): Camera | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { center, zoom } = value as { center?: { lat?: unknown; lng?: unknown }; zoom?: unknown };
  if (!center || !isNumberIn(center.lat, -90, 90) || !isNumberIn(center.lng, -180, 180) || !isNumberIn(zoom, 0, 22)) return null;
  return { center: { lat: center.lat, lng: center.lng }, zoom };
}

export function serialiseCamera(camera: Camera): string {
  return JSON.stringify({ center: { lat: camera.center.lat, lng: camera.center.lng }, zoom: camera.zoom });
}

export type Bounds = { south: number; west: number; north: number; east: number };

export function boundsOf(points: readonly LatLng[]): Bounds | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) };
}

/**
 * The view a map opens with: the visitor's last view when it looks at this map's area (so moving around
 * Wellington is remembered, but it doesn't drag the Auckland map to Wellington), else the page's own view,
 * else the default.
 */
export function initialCamera(saved: Camera | null, pageDefault: Partial<Camera> | undefined, area: Bounds | null): Camera {
  const fallback: Camera = {
    center: pageDefault?.center ?? DEFAULT_CAMERA.center,
    zoom: pageDefault?.zoom ?? DEFAULT_CAMERA.zoom,
  };
  if (!saved || !area) return fallback;
  const { lat, lng } = saved.center;
  const inside = lat >= area.south && lat <= area.north && lng >= area.west && lng <= area.east;
  return inside ? saved : fallback;
}
