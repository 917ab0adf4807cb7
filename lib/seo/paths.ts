import { CITY_KEYS, NEWS_IDS, PROMO_IDS, QUIZ_IDS, VEHICLE_KEYS } from "@/lib/content/keys";

/**
 * Every page search engines should index, one public path each. Event links are aliases of promos and quiz
 * answers are thin variations of their question, so neither is listed: each promo and quiz appears once.
 */
export function indexablePaths(): string[] {
  return [
    "/",
    "/ride",
    "/cities",
    ...CITY_KEYS.map((key) => `/city/${key}`),
    ...VEHICLE_KEYS.map((key) => `/how-to/${key}`),
    "/safety",
    "/about",
    "/contact",
    "/report",
    "/careers",
    "/terms",
    "/privacy",
    "/discounts",
    "/pricing",
    "/workplace-session",
    ...PROMO_IDS.map((id) => `/promo/${id}`),
    ...QUIZ_IDS.map((id) => `/quiz/${id}`),
    "/news",
    ...NEWS_IDS.map((id) => `/news/${id}`),
    "/wlg",
    "/10k",
    "/accessibility",
  ];
}

/** Sections kept out of search: in-app pages, personal links, tokens and redirects. */
export const NOINDEX_SECTIONS = ["/app-info", "/referral", "/join-plan", "/verify-plan", "/download", "/helmets"] as const;

export function isNoindexPath(path: string): boolean {
  return NOINDEX_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
}

/**
 * The one URL a page's content is indexed under: /event/{id} shows the same promo as /promo/{id}, so both
 * name the promo path as canonical; /safety/{city} is /safety with one city's rules moved up, so it names /safety.
 */
export function canonicalPath(path: string): string {
  const event = /^\/event\/([^/]+)$/.exec(path);
  if (event) return `/promo/${event[1]}`;
  return /^\/safety\/[^/]+$/.test(path) ? "/safety" : path;
}
