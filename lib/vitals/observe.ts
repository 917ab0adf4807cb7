/**
 * The field Core Web Vitals of this page view, measured in the browser with PerformanceObserver the way the
 * `web-vitals` library defines them (LCP until the first tap or key, CLS as the largest 5 s session window, INP as
 * the longest interaction ignoring one in fifty, FCP and TTFB from activation), and sent once, by sendBeacon, when
 * the page is hidden. Written here rather than taken from `web-vitals` 6: that library is 3.0 kB brotli for these
 * five metrics, over the 2 kB this reporter may add to a page; this file is a third of that. No cookie and no
 * identifier: the beacon holds the path and the values, and the endpoint keeps only the route template.
 */
type Name = "LCP" | "FCP" | "TTFB" | "INP" | "CLS";
type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type Interaction = PerformanceEntry & { interactionId?: number };

export function observeVitals(path: string, endpoint = "/api/vitals") {
  const values: Partial<Record<Name, number>> = {};
  const observers: [PerformanceObserver, (entries: PerformanceEntryList) => void][] = [];
  const navigation = performance.getEntriesByType("navigation")[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  const activation = navigation?.activationStart ?? 0;
  const since = (time: number) => Math.max(time - activation, 0);
  let sent = false;

  const observe = (type: string, handle: (entries: PerformanceEntryList) => void, options: object = {}) => {
    try {
      const observer = new PerformanceObserver((list) => handle(list.getEntries()));
      observer.observe({ type, buffered: true, ...options });
      observers.push([observer, handle]);
    } catch {
      // An entry type this browser does not support: that metric is not reported.
    }
  };

  if (navigation && navigation.responseStart > 0) values.TTFB = since(navigation.responseStart);

  observe("paint", (entries) => {
    for (const entry of entries) if (entry.name === "first-contentful-paint") values.FCP = since(entry.startTime);
  });

  // The largest paint can only grow until the visitor acts; after the first tap or key it is final.
  let lcpFinal = false;
  observe("largest-contentful-paint", (entries) => {
    const last = entries.at(-1);
    if (last && !lcpFinal) values.LCP = since(last.startTime);
  });
  for (const type of ["keydown", "click"]) addEventListener(type, () => (lcpFinal = true), { once: true, capture: true });

  let session = 0, sessionStart = 0, lastShift = 0;
  values.CLS = 0;
  observe("layout-shift", (entries) => {
    for (const entry of entries as Shift[]) {
      if (entry.hadRecentInput) continue;
      const sameSession = session > 0 && entry.startTime - lastShift < 1000 && entry.startTime - sessionStart < 5000;
      session = sameSession ? session + entry.value : entry.value;
      if (!sameSession) sessionStart = entry.startTime;
      lastShift = entry.startTime;
      values.CLS = Math.max(values.CLS ?? 0, session);
    }
  });

  const interactions = new Map<number, number>();
  const addInteractions = (entries: PerformanceEntryList) => {
    for (const entry of entries as Interaction[]) {
      if (entry.interactionId) interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  };
  observe("event", addInteractions, { durationThreshold: 40 });
  observe("first-input", addInteractions);

  const send = () => {
    if (sent) return;
    sent = true;
    for (const [observer, handle] of observers) handle(observer.takeRecords());
    if (interactions.size > 0) {
      const longest = [...interactions.values()].sort((a, b) => b - a);
      values.INP = longest[Math.min(Math.floor(interactions.size / 50), longest.length - 1)];
    }
    const metrics = Object.entries(values).map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 }));
    navigator.sendBeacon(endpoint, JSON.stringify({ path, metrics }));
  };
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
  addEventListener("pagehide", send);
  // A mark, not a DOM change: tests wait for it to know the page is being measured.
  performance.mark("flamingo:vitals");
}
