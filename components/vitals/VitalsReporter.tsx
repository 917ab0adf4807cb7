"use client";

import { useEffect } from "react";

/**
 * Starts the field measurement (lib/vitals/observe.ts, on Google's `web-vitals`) once the page is hydrated and the
 * browser is idle: its code is a separate chunk that first paint and hydration never wait for. The library reads
 * buffered entries, so paints that happened before it loaded are still seen. A browser without requestIdleCallback
 * starts it a second later instead.
 */
export function VitalsReporter() {
  useEffect(() => {
    const path = location.pathname;
    const start = () => void import("@/lib/vitals/observe").then(({ observeVitals }) => observeVitals(path));
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 4000 });
    else setTimeout(start, 1000);
  }, []);
  return null;
}
