import fs from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { CITY_KEYS, VEHICLE_KEYS } from "../lib/content/keys";
import { city, vehicle } from "./content";
import type { MarketKey } from "./fixtures";
import { E2E_UPSTREAM_DIST, E2E_UPSTREAM_PORT, MARKET_HOSTS } from "./hosts";

/**
 * On-demand revalidation, the mechanism behind Next.js's own `res.revalidate()`: a GET of the page's route with
 * `x-prerender-revalidate` set to the build's preview-mode id re-renders it now and stores the result, exactly
 * as the hourly refresh does (same render, same cache), without waiting an hour. It addresses the route as the
 * app router knows it, `/{market}/…`, because the proxy's host-to-market rewrite is skipped for these requests.
 */
function previewModeId(distDir = E2E_UPSTREAM_DIST): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as { preview: { previewModeId: string } };
  return manifest.preview.previewModeId;
}

/** A request context on the upstream server, as a visitor of `market`'s host. */
export function upstreamRequest(market: MarketKey): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${E2E_UPSTREAM_PORT}`,
    extraHTTPHeaders: { host: `${MARKET_HOSTS[market]}:${E2E_UPSTREAM_PORT}` },
  });
}

/** Re-renders `pagePath` on the upstream server now; the answer's status says whether the render succeeded. */
export async function revalidate(request: APIRequestContext, market: MarketKey, pagePath: string): Promise<number> {
  const response = await request.get(`/${market}${pagePath}`, { headers: { "x-prerender-revalidate": previewModeId() }, maxRedirects: 0 });
  return response.status();
}

/** The page as a visitor gets it: the cached HTML, never a redirect. */
export async function served(request: APIRequestContext, pagePath: string): Promise<string> {
  const response = await request.get(pagePath, { maxRedirects: 0 });
  expect(response.status(), `${pagePath} is served`).toBe(200);
  return response.text();
}

/** Every page that reads the facade while it is built, with markup only the facade's answer brings. */
export const FACADE_PAGES = [
  ...CITY_KEYS.map((key) => ({ path: `/city/${key}`, filled: `<h2 id="service-area-heading">${city(key).name} Service Area</h2>` })),
  ...CITY_KEYS.map((key) => ({ path: `/safety/${key}`, filled: `<h2 id="city-safety-heading">${city(key).name} Safety</h2>` })),
  ...VEHICLE_KEYS.map((key) => ({ path: `/how-to/${key}`, filled: `<h2 id="safety-heading">Riding the ${vehicle(key).name} Safely</h2>` })),
  { path: "/careers", filled: '<article id="job-' },
];

/** The markup the facade brings to one page. */
export const filledMarkup = (path: string) => FACADE_PAGES.find((page) => page.path === path)!.filled;
