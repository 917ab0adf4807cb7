"use strict";

/**
 * The Permissions-Policy of each page (next.config.ts): every powerful feature off, and geolocation on for the site
 * itself only where a page asks for it (/report's "Use my location"). Off everywhere else, so a script that got into
 * any other page could not ask for a visitor's position.
 */
const GEOLOCATION_PATHS = ["/report"];

/** @param {{ geolocation: boolean }} options */
function permissionsPolicy({ geolocation }) {
  return ["camera=()", "microphone=()", geolocation ? "geolocation=(self)" : "geolocation=()", "payment=()", "usb=()", "interest-cohort=()"].join(", ");
}

module.exports = { GEOLOCATION_PATHS, permissionsPolicy };
