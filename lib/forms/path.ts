/**
 * The value a shell page serves, read from the address bar: "/join-plan/wcc" → "wcc" for section "join-plan".
 * Missing, extra or undecodable segments give null, and the page treats that like an unknown value.
 */
export function valueFromPath(pathname: string, section: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length !== 2 || segments[0] !== section) return null;
  try {
    const value = decodeURIComponent(segments[1]!);
    return value === "" ? null : value;
  } catch {
    return null;
  }
}
