import { CITY_KEYS, NEWS_IDS, PROMO_IDS, QUIZ_IDS, VEHICLE_KEYS, isOneOf } from "@/lib/content/keys";
import type { MarketKey } from "@/lib/market";

export type RouteDecision =
  | { kind: "rewrite"; path: string }
  | { kind: "redirect"; location: string }
  | { kind: "pass" };

/** Pages whose last segment is an open value read by the browser: one static shell serves every value. */
const SHELL_ROUTES = ["join-plan", "verify-plan", "app-info", "referral"];

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
  if (section && SHELL_ROUTES.includes(section)) return into(`/${section}`);
  return into(pathname);
}
