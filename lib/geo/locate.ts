import type { LatLng } from "./types";

/**
 * "Use my location" on /report: what a phone's answer becomes in the Location field and what a person is told.
 * Plain functions over the Geolocation API's shapes, so each outcome is tested without a browser.
 */

/** Five decimals: about a metre on the ground, finer than a phone's fix and enough to find a parked vehicle. */
export const COORDINATE_DECIMALS = 5;

/** Rounds to five decimals without ever writing "-0.00000" (a reading just south of the equator). */
function fixed(value: number): string {
  const text = value.toFixed(COORDINATE_DECIMALS);
  return Number(text) === 0 ? (0).toFixed(COORDINATE_DECIMALS) : text;
}

/** A fix's coordinates as the Location field ends with them: "latitude, longitude", the order a map search box reads. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${fixed(latitude)}, ${fixed(longitude)}`;
}

export type LocateOutcome =
  | { kind: "found"; fix: LatLng }
  | { kind: "denied" }
  | { kind: "no-fix" }
  | { kind: "unsupported" };

/** The Geolocation API's error codes (GeolocationPositionError): 1 refused, 2 no position, 3 timed out. */
export function outcomeOfError(code: number): LocateOutcome {
  return code === 1 ? { kind: "denied" } : { kind: "no-fix" };
}

/** What the person hears and reads after a tap, in the status line under the field. */
export const LOCATE_MESSAGES: Record<LocateOutcome["kind"], string> = {
  found: "Location filled in from your phone. Check the place and distance, and add a landmark if that helps us find the vehicle.",
  denied: "Your phone did not share its location. Type a street address or a landmark nearby instead.",
  "no-fix": "Your phone could not find where you are just now. Try again in a moment, or type a street address or a landmark nearby.",
  unsupported: "This browser cannot share your location. Type a street address or a landmark nearby instead.",
};

export const LOCATING_MESSAGE = "Finding your location.";

/** Asked once per tap: a fresh fix if one comes within 15 s, or one the phone took in the last minute. */
export const LOCATE_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

/** One request to the phone, as a promise of its outcome; `geolocation` is absent where the browser has none. */
export function locate(geolocation: Geolocation | undefined): Promise<LocateOutcome> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== "function") return Promise.resolve({ kind: "unsupported" });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ kind: "found", fix: { lat: coords.latitude, lng: coords.longitude } }),
      (error) => resolve(outcomeOfError(error.code)),
      LOCATE_OPTIONS,
    );
  });
}
