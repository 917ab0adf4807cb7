import { boundsOf } from "./camera";
import type { LatLng } from "./types";

const METRES_PER_DEGREE_LATITUDE = 111_320;
const DIRECTIONS = ["north", "south", "east", "west"] as const;

/** A distance as a listener hears it: kilometres to one decimal place. */
const km = (metres: number) => `${(Math.round(metres / 100) / 10).toFixed(1)} km`;

function list(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Where a boundary runs, in words, for a drawing's text alternative (WCAG 1.1.1): a reader who cannot see the
 * outline still learns how large the area is and how far it reaches each way from the place named (without one, from
 * the area's own middle). Null without points.
 */
export function describeArea(points: readonly LatLng[], from?: { centre: LatLng; place: string }): string | null {
  const bounds = boundsOf(points);
  if (!bounds) return null;
  const centre = from?.centre ?? { lat: (bounds.north + bounds.south) / 2, lng: (bounds.east + bounds.west) / 2 };
  const place = from?.place ?? "its middle";
  const metresPerDegreeLongitude = METRES_PER_DEGREE_LATITUDE * Math.cos((centre.lat * Math.PI) / 180);
  const reach = {
    north: (bounds.north - centre.lat) * METRES_PER_DEGREE_LATITUDE,
    south: (centre.lat - bounds.south) * METRES_PER_DEGREE_LATITUDE,
    east: (bounds.east - centre.lng) * metresPerDegreeLongitude,
    west: (centre.lng - bounds.west) * metresPerDegreeLongitude,
  };
  const span = `It spans about ${km(reach.north + reach.south)} from north to south and ${km(reach.east + reach.west)} from east to west`;
  // A direction the area does not reach past the centre (or by under 100 m) says nothing useful.
  const reaches = DIRECTIONS.filter((direction) => reach[direction] >= 100).map((direction) => `${km(reach[direction])} ${direction}`);
  return reaches.length ? `${span}, reaching ${list(reaches)} of ${place}.` : `${span}.`;
}
