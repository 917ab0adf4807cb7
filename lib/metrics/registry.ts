import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { marketsData } from "@/lib/content/markets";
import { resolveMarket } from "@/lib/market";
import { VITALS, VITAL_NAMES, toMetricValue, type VitalName } from "@/lib/vitals/names";
import { codeLabel, formLabel, methodLabel, statusLabel } from "./labels";
import { routeTemplate, type RouteTemplate } from "./route-template";

/**
 * Where the one set of metrics of this process lives. Next loads instrumentation.ts, each route's bundle and the
 * cache handler (by path) as separate module graphs; each would otherwise count into its own registry. The preload
 * (server/request-metrics.cjs) and the cache handler reach it by this symbol without importing anything.
 */
export const METRICS_KEY = Symbol.for("flamingo.metrics");

export type PageCacheOperation = "get" | "set" | "revalidate_tag";
export type PageCacheResult = "hit" | "miss" | "error" | "ok";

/** The contract names of README/docs (operations): dashboards and deploy/alerts.yml read them. */
export function createSiteMetrics(registry = new Registry()) {
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` rejects; nodejs_active_{handles,requests,resources}
  // (by type) carry the same counts.
  for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) registry.removeSingleMetric(name);
  const httpDuration = new Histogram({
    name: "http_server_request_duration_seconds",
    help: "Requests answered by this instance, by method, route template, status code and market.",
    labelNames: ["method", "route", "status_code", "market"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const facadeDuration = new Histogram({
    name: "flamingo_facade_request_duration_seconds",
    help: "Calls to the operator's API, by call and outcome (ok, the API's error code, timeout, unreachable, bad_response).",
    labelNames: ["call", "outcome"] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
    registers: [registry],
  });
  const forms = new Counter({
    name: "flamingo_form_submissions_total",
    help: "Form and in-app POSTs, by form and outcome (ok, the catalogue's error code, rate_limited).",
    labelNames: ["form", "outcome"] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "flamingo_page_cache_operations_total",
    help: "Operations of the shared (Redis) page cache handler, by operation and result.",
    labelNames: ["operation", "result"] as const,
    registers: [registry],
  });
  const revalidations = new Counter({
    name: "flamingo_revalidations_total",
    help: "POST /api/revalidate, by outcome (ok or the refusal's code).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const gbfsErrors = new Counter({
    name: "flamingo_gbfs_fetch_errors_total",
    help: "Failed reads of a city's GBFS feeds, by city and reason (lib/gbfs/fetch-document.ts FailureKind: unreachable, timeout, status, too_large, off_origin, redirect, schema, bad_date, future, stale, ...).",
    labelNames: ["city", "reason"] as const,
    registers: [registry],
  });
  const gbfsPriceMismatch = new Gauge({
    name: "flamingo_gbfs_price_mismatch",
    help: "1 when a default plan of a city's GBFS vehicle types differs from the site's prices, 0 when all checked agree; absent when nothing could be checked.",
    labelNames: ["city"] as const,
    registers: [registry],
  });
  const gbfsPriceChecked = new Gauge({
    name: "flamingo_gbfs_price_checked_plans",
    help: "Pricing plans of a city's GBFS feed compared with the site's prices at its last good read; 0 when none could be.",
    labelNames: ["city"] as const,
    registers: [registry],
  });
  const gbfsSource = new Gauge({
    name: "flamingo_gbfs_source",
    help: "1 for the GBFS source this instance reads: operator (GBFS_URL_TEMPLATE) or sample (the fixture in content/gbfs/).",
    labelNames: ["source"] as const,
    registers: [registry],
  });
  const vitals = Object.fromEntries(
    VITAL_NAMES.map((name) => [
      name,
      new Histogram({
        name: VITALS[name].metric,
        help: `Field ${name} of real page views, by route template and market${name === "CLS" ? "" : " (seconds)"}.`,
        labelNames: ["route", "market"] as const,
        buckets: [...VITALS[name].buckets],
        registers: [registry],
      }),
    ]),
  ) as Record<VitalName, Histogram<"route" | "market">>;

  const market = (host: string | undefined) => resolveMarket(host, marketsData);

  return {
    registry,
    /** From the preload, once a response has been sent or abandoned. */
    observeRequest(method: string | undefined, url: string | undefined, host: string | undefined, status: number, seconds: number) {
      httpDuration.observe({ method: methodLabel(method), route: routeTemplate(url ?? ""), status_code: statusLabel(status), market: market(host) }, seconds);
    },
    facadeCall(call: string, outcome: string, seconds: number) {
      facadeDuration.observe({ call, outcome: outcome === "ok" || outcome === "timeout" || outcome === "unreachable" || outcome === "bad_response" ? outcome : codeLabel(outcome) }, seconds);
    },
    formSubmission(pathname: string, outcome: string) {
      forms.inc({ form: formLabel(pathname), outcome: outcome === "ok" ? outcome : codeLabel(outcome) });
    },
    pageCache(operation: PageCacheOperation, result: PageCacheResult) {
      pageCache.inc({ operation, result });
    },
    revalidation(outcome: string) {
      revalidations.inc({ outcome: outcome === "ok" ? outcome : codeLabel(outcome) });
    },
    gbfsFetchError(city: string, reason: string) {
      gbfsErrors.inc({ city, reason });
    },
    /** `checked`: plans compared; with none, the mismatch series is removed rather than left at an old value. */
    gbfsPriceCheck(city: string, checked: number, mismatch: boolean) {
      gbfsPriceChecked.set({ city }, checked);
      if (checked === 0) gbfsPriceMismatch.remove({ city });
      else gbfsPriceMismatch.set({ city }, mismatch ? 1 : 0);
    },
    /** Set once at start (instrumentation.ts): the other source's series reads 0, so a query on either answers. */
    gbfsSource(source: "operator" | "sample") {
      gbfsSource.set({ source }, 1);
      gbfsSource.set({ source: source === "operator" ? "sample" : "operator" }, 0);
    },
    vital(name: VitalName, value: number, route: RouteTemplate, host: string | undefined) {
      vitals[name].observe({ route, market: market(host) }, toMetricValue(name, value));
    },
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

/** This process's metrics, or undefined when METRICS_PORT is unset (every recorder is then a no-op). */
export const currentMetrics = (): SiteMetrics | undefined => (globalThis as Record<symbol, SiteMetrics | undefined>)[METRICS_KEY];

/** Called once, at start, by instrumentation.ts. */
export function installSiteMetrics(): SiteMetrics {
  const global = globalThis as Record<symbol, SiteMetrics | undefined>;
  global[METRICS_KEY] ??= createSiteMetrics();
  return global[METRICS_KEY];
}
