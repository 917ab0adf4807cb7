import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import type { VitalName } from "./names";
import { softNavigations } from "./soft-nav";

/**
 * The field Core Web Vitals of each page view, as Google's `web-vitals` reports them (its standard build: LCP, FCP,
 * TTFB, INP and CLS by the library's own definitions, prerendering, background tabs and back-forward restores
 * included), sent by sendBeacon once per view, when the page is first hidden (however the view ends). A page restored from the back-forward
 * cache is a new view: the library starts its metrics again and so does the beacon. A view never shown sends
 * nothing. No cookie and no identifier: the beacon holds the path and the values, and the endpoint keeps only the
 * route template (lib/vitals/endpoint.ts).
 */
type View = { path: string; values: Map<VitalName, number>; shown: boolean; sent: boolean };

/** At most this many soft navigations' beacons leave at one hiding: a rider's long session cannot flood the endpoint. */
export const MAX_SOFT_NAV_BEACONS = 8;

/** Visible now, or visible at some time before this code ran (the reporter loads when the browser is idle). */
const wasShown = () =>
  document.visibilityState === "visible" ||
  (typeof performance.getEntriesByType === "function" && performance.getEntriesByType("visibility-state").some((entry) => entry.name === "visible"));

export function observeVitals(path: string, endpoint = "/api/vitals") {
  let view: View = { path, values: new Map(), shown: wasShown(), sent: false };

  // Each soft navigation (lib/vitals/soft-nav.ts) counts under the page it went to, one beacon each, sent at the
  // next hiding with the view's own; the document keeps its measures, so how many have left is counted here.
  let navigationsSent = 0;
  const sendNavigations = () => {
    if (!view.shown) return;
    const navigations = softNavigations().slice(navigationsSent);
    navigationsSent += navigations.length;
    for (const { path: to, value } of navigations.slice(0, MAX_SOFT_NAV_BEACONS)) {
      navigator.sendBeacon(endpoint, JSON.stringify({ path: to, metrics: [{ name: "NAV", value }] }));
    }
  };

  const send = () => {
    sendNavigations();
    if (view.sent || !view.shown || view.values.size === 0) return;
    view.sent = true;
    const metrics = [...view.values].map(([name, value]) => ({ name, value }));
    navigator.sendBeacon(endpoint, JSON.stringify({ path: view.path, metrics }));
  };

  // Registered before the library's own listeners (window, capture phase), so a restored view is new before the
  // library reports its first metric for it.
  addEventListener("pageshow", (event) => {
    if (event.persisted) view = { path: location.pathname, values: new Map(), shown: document.visibilityState === "visible", sent: false };
  }, true);
  // Sent when the page turns hidden, as web-vitals' README asks ("Batch multiple reports together"), and on nothing
  // else: every way a view ends turns it hidden (a tab or app switch; a link, typed address, reload, closed tab or
  // back-forward cache entry, where pagehide comes first and visibilitychange after it), and the library reports INP
  // and CLS on that visibilitychange, not on pagehide: a beacon sent on pagehide left them out. On the document, so
  // it runs after the library's own listeners (window, capture phase) have reported what the hiding finalises.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") view.shown = true;
    else send();
  });
  addEventListener("prerenderingchange", () => (view.shown ||= document.visibilityState === "visible"));

  // What the library reports after the view's beacon left (a second hiding of the same view) belongs to no beacon.
  const record = (metric: Metric) => {
    if (!view.sent) view.values.set(metric.name as VitalName, metric.value);
  };
  onTTFB(record);
  onFCP(record);
  onLCP(record);
  onINP(record);
  onCLS(record);
  // A mark, not a DOM change: tests wait for it to know the page is being measured.
  performance.mark("flamingo:vitals");
}
