/**
 * The field Core Web Vitals the site records, with the bounds a real visit stays within and histogram buckets that
 * put a bucket edge on each of Google's good / needs-improvement / poor thresholds (web.dev/articles/vitals):
 * LCP 2.5 / 4 s, FCP 1.8 / 3 s, TTFB 0.8 / 1.8 s, INP 0.2 / 0.5 s, CLS 0.1 / 0.25; and a soft navigation's time (NAV).
 */
export const VITALS = {
  LCP: { metric: "flamingo_web_vitals_lcp_seconds", max: 120, buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7, 10, 20] },
  FCP: { metric: "flamingo_web_vitals_fcp_seconds", max: 120, buckets: [0.3, 0.6, 1, 1.4, 1.8, 2.4, 3, 4, 6, 10] },
  TTFB: { metric: "flamingo_web_vitals_ttfb_seconds", max: 120, buckets: [0.1, 0.2, 0.4, 0.6, 0.8, 1.2, 1.8, 3, 6] },
  INP: { metric: "flamingo_web_vitals_inp_seconds", max: 60, buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2] },
  CLS: { metric: "flamingo_web_vitals_cls", max: 10, buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2] },
  // Not a Core Web Vital: a soft navigation's tap to the new page's heading (lib/vitals/soft-nav.ts, issue 72), with
  // edges at 0.1 s (read as instant) and 0.2 s (the site's target, INP's "good").
  NAV: { metric: "flamingo_soft_navigation_seconds", max: 60, buckets: [0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5] },
} as const;

export type VitalName = keyof typeof VITALS;
export const VITAL_NAMES = Object.keys(VITALS) as VitalName[];

/** Browsers report times in milliseconds; the metrics are in seconds (CLS has no unit). */
export const toMetricValue = (name: VitalName, value: number) => (name === "CLS" ? value : value / 1000);
