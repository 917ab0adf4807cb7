import { formatCoordinates } from "./locate";
import type { LatLng } from "./types";

/** A place a local knows, from a city's content (content/cities/*.json, `places`). */
export type NamedPlace = { name: string } & LatLng;

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine): exact enough at a city's scale, where a metre or two is noise. */
export function distanceMetres(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from `from` to `to`, degrees clockwise from north, in [0, 360). */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const φ1 = radians(from.lat);
  const φ2 = radians(to.lat);
  const Δλ = radians(to.lng - from.lng);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

export const COMPASS_POINTS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"] as const;

/** The nearest of eight compass points: words a person standing on the street can check without a map. */
export function compassPoint(bearing: number): (typeof COMPASS_POINTS)[number] {
  return COMPASS_POINTS[Math.round((((bearing % 360) + 360) % 360) / 45) % 8] ?? "north";
}

/** Rounded as a person says it: tens of metres under a kilometre, then tenths of a kilometre. */
export function spokenDistance(metres: number): string {
  if (metres < 995) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  return `${(Math.round(metres / 100) / 10).toFixed(1)} km`;
}

/** Beyond this a named place no longer helps someone find a vehicle; the coordinates speak alone. */
export const NEAR_ENOUGH_M = 3_000;
/** Closer than this the fix is at the place, within what a phone's fix can tell. */
export const AT_PLACE_M = 30;

/**
 * A phone's fix as the Location field holds it: the nearest known place in words, with the rounded coordinates
 * after it for whoever goes to fetch the vehicle ("About 120 m south-west of Te Papa (-41.29113, 174.77512)"), or
 * the coordinates labelled when no known place is near.
 */
export function describeFix(fix: LatLng, places: readonly NamedPlace[]): string {
  const coordinates = formatCoordinates(fix.lat, fix.lng);
  const nearest = places
    .map((place) => ({ place, metres: distanceMetres(place, fix) }))
    .reduce<{ place: NamedPlace; metres: number } | null>((best, next) => (best === null || next.metres < best.metres ? next : best), null);
  if (!nearest || nearest.metres > NEAR_ENOUGH_M) return `Latitude, longitude: ${coordinates}`;
  if (nearest.metres < AT_PLACE_M) return `At ${nearest.place.name} (${coordinates})`;
  const direction = compassPoint(bearingDegrees(nearest.place, fix));
  return `About ${spokenDistance(nearest.metres)} ${direction} of ${nearest.place.name} (${coordinates})`;
}
