/** The public paths whose page may ask for the visitor's position. */
export const GEOLOCATION_PATHS: readonly string[];
export function permissionsPolicy(options: { geolocation: boolean }): string;
