/**
 * The site's routes as a visitor addresses them (app/[market]/… without the market prefix and route groups, the
 * open last segment of the shell pages, the files served beside them, app/api/…). A metric's `route` label is one
 * of these or `other`, never a raw path: paths are unbounded, and a token in one (/verify-plan/<token>) is a secret.
 */
export const ROUTE_TEMPLATES = [
  "/", "/ride", "/download", "/cities", "/city/[region]", "/safety", "/safety/[location]", "/about", "/contact",
  "/careers", "/terms", "/privacy", "/helmets", "/how-to/[vehicle]", "/discounts", "/students", "/join-plan",
  "/join-plan/[plan]", "/verify-plan", "/verify-plan/[token]", "/workplace-session", "/app-info", "/app-info/[slug]",
  "/referral", "/referral/[uuid]", "/quiz/[question]", "/quiz/[question]/[answer]", "/promo/[id]", "/event/[id]",
  "/news", "/news/[article]", "/wlg", "/10k", "/pricing",
  "/robots.txt", "/sitemap.xml", "/news/rss.xml", "/manifest.webmanifest", "/og/[...image]", "/icons/brands.svg", "/icons/[file]",
  "/favicon.ico", "/_next/static/[...file]", "/_next/image", "/assets/[...file]",
  "/api/facade/app-info", "/api/facade/career", "/api/facade/contact", "/api/facade/get-plan/[plan]",
  "/api/facade/instruction/[id]", "/api/facade/join-plan", "/api/facade/region/[id]", "/api/facade/verify-plan",
  "/api/facade/workplace-session", "/api/promo/referral", "/api/health", "/api/revalidate", "/api/vitals",
  "/api/gbfs/[system]/[feed]",
] as const;

export type RouteTemplate = (typeof ROUTE_TEMPLATES)[number] | "other";

export const OTHER_ROUTE = "other";

type Compiled = { template: RouteTemplate; segments: string[]; statics: number };

const isParam = (segment: string) => segment.startsWith("[") && segment.endsWith("]");
const isCatchAll = (segment: string) => segment.startsWith("[...");

// Most specific first: among templates that match, the one with the most literal segments wins (/safety/[location]
// against a hypothetical /safety/rules), then the shorter one.
const COMPILED: Compiled[] = ROUTE_TEMPLATES.map((template) => {
  const segments = template.split("/").filter(Boolean);
  return { template, segments, statics: segments.filter((segment) => !isParam(segment)).length };
}).sort((a, b) => b.statics - a.statics || a.segments.length - b.segments.length);

function matches(pattern: string[], path: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    if (isCatchAll(want)) return path.length > i;
    const got = path[i];
    if (got === undefined || (isParam(want) ? got === "" : got !== want)) return false;
  }
  return path.length === pattern.length;
}

/** The template a raw request path (query string allowed) belongs to, or `other`. Pure: no request, no content. */
export function routeTemplate(rawPath: string): RouteTemplate {
  const path = rawPath.split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/") || path.length > 2048) return OTHER_ROUTE;
  if (path === "/") return "/";
  const segments = path.split("/").slice(1);
  // One trailing slash is the same page (/cities/); an empty segment anywhere else is not a route.
  if (segments.at(-1) === "") segments.pop();
  if (segments.includes("")) return OTHER_ROUTE;
  return COMPILED.find(({ segments: pattern }) => matches(pattern, segments))?.template ?? OTHER_ROUTE;
}

/** Whether a label value is one of the templates (or `other`): the vitals endpoint accepts nothing else. */
export const isRouteTemplate = (value: string): value is RouteTemplate =>
  value === OTHER_ROUTE || (ROUTE_TEMPLATES as readonly string[]).includes(value);
