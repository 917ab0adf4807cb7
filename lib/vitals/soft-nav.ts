/**
 * A soft navigation's time as a rider gets it (issue 72): from the tap (the click's own timestamp) to the first
 * frame in which the address is the new page's and the new page's heading is in the document, the moment the bench
 * measures too (scripts/bench/navigate.mjs). Kept as a performance measure, which the browser buffers, so the field
 * reporter (lib/vitals/observe.ts), loaded once the browser is idle, finds the navigations made before it loaded.
 */
export const SOFT_NAV_MEASURE = "flamingo:soft-nav";
/** A navigation whose heading has not come by then is left unmeasured: the rider has gone elsewhere. */
const GIVE_UP_MS = 10_000;

/** Starts timing the navigation a tap at `tapAt` (ms on the page's clock) began to `path`. */
export function timeSoftNavigation(path: string, tapAt: number) {
  if (typeof performance.measure !== "function") return;
  const pathname = new URL(path, location.href).pathname;
  // The page shown with another query brings no new page (nor heading): nothing to time, and no frames spent waiting.
  if (pathname === location.pathname) return;
  const before = document.querySelector("h1");
  const beforeText = before?.textContent;
  const frame = (now: number) => {
    const heading = document.querySelector("h1");
    // Two pages of one template (city to city) may keep the same element, with new text.
    if (location.pathname === pathname && heading && (heading !== before || heading.textContent !== beforeText)) {
      performance.measure(`${SOFT_NAV_MEASURE} ${pathname}`, { start: tapAt, end: now });
    } else if (now - tapAt < GIVE_UP_MS) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The soft navigations measured on this document: the path each went to and its time in ms. */
export function softNavigations(): { path: string; value: number }[] {
  if (typeof performance.getEntriesByType !== "function") return [];
  return performance
    .getEntriesByType("measure")
    .filter((entry) => entry.name.startsWith(`${SOFT_NAV_MEASURE} `))
    .map((entry) => ({ path: entry.name.slice(SOFT_NAV_MEASURE.length + 1), value: entry.duration }));
}
