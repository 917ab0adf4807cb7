import { CITY_KEYS, NEWS_IDS, PROMO_IDS, QUIZ_IDS, VEHICLE_KEYS, isOneOf } from "@/lib/content/keys";
import type { MarketKey } from "@/lib/market";

export type RouteDecision =
  | { kind: "rewrite"; path: string }
  | { kind: "redirect"; location: string }
  | { kind: "pass" };

/** Pages whose last segment is an open value read by the browser: one static shell serves every value. */
const SHELL_ROUTES = ["join-plan", "verify-plan", "app-info", "referral"];

/**
 * Every page section the site has, with how many path segments its pages may have. A path outside this table is
 * rewritten to the prerendered not-found page, so it gets the market's chrome and a 404 without a render.
 */
const SECTIONS: Record<string, readonly number[]> = {
  ride: [1], download: [1], cities: [1], about: [1], contact: [1], careers: [1], terms: [1], privacy: [1],
  helmets: [1], discounts: [1], "workplace-session": [1], wlg: [1], "10k": [1],
  "join-plan": [1, 2], "verify-plan": [1, 2], "app-info": [1, 2], referral: [1, 2],
};

export const NOT_FOUND_PATH = "/page-not-found";

/** Files served per market from app/[market]/…; any other path with an extension is a public asset. */
const MARKET_FILES = new Set(["/robots.txt", "/sitemap.xml", "/news/rss.xml", "/manifest.webmanifest"]);

/**
 * Decides how the proxy handles a path: closed key sets (cities, vehicles, promos, quizzes, news) are checked
 * here so an invented key costs a redirect rather than a render; everything else is rewritten into the market.
 * `quizAnswers` lists each quiz's answer ids.
 */
export function routeRequest(
  pathname: string,
  market: MarketKey,
  quizAnswers: Readonly<Record<string, readonly string[]>>,
): RouteDecision {
  const into = (path: string): RouteDecision => ({ kind: "rewrite", path: `/${market}${path === "/" ? "" : path}` });
  const home: RouteDecision = { kind: "redirect", location: "/" };
  const segments = pathname.split("/").filter(Boolean);
  const [section, key, extra] = segments;

  if (MARKET_FILES.has(pathname)) return into(pathname);
  if (/\.[a-z0-9]+$/i.test(pathname)) return { kind: "pass" };

  switch (section) {
    case "city":
      return isOneOf(CITY_KEYS, key) && !extra ? into(pathname) : home;
    case "how-to":
      return isOneOf(VEHICLE_KEYS, key) && !extra ? into(pathname) : home;
    case "promo":
    case "event":
      return isOneOf(PROMO_IDS, key) && !extra ? into(pathname) : home;
    case "news":
      if (!key) return into(pathname);
      return isOneOf(NEWS_IDS, key) && !extra ? into(pathname) : home;
    case "quiz": {
      if (!isOneOf(QUIZ_IDS, key)) return home;
      if (!extra) return segments.length === 2 ? into(pathname) : home;
      if (segments.length > 3 || !quizAnswers[key]?.includes(extra)) return { kind: "redirect", location: `/quiz/${key}` };
      return into(pathname);
    }
    case "safety":
      return into(isOneOf(CITY_KEYS, key) && !extra ? pathname : "/safety");
  }
  if (!section) return into("/");
  if (!SECTIONS[section]?.includes(segments.length)) return into(NOT_FOUND_PATH);
  if (SHELL_ROUTES.includes(section)) return into(`/${section}`);
  return into(pathname);
}
