import { CITY_KEYS, NEWS_IDS, PROMO_IDS, QUIZ_IDS, VEHICLE_KEYS, isOneOf } from "@/lib/content/keys";
import { isMarketKey, type MarketKey } from "@/lib/market";
import { BRAND_SPRITE_URL } from "@/lib/brand/icons";
import { isIconFile } from "@/lib/seo/icons";

export type RouteDecision =
  | { kind: "rewrite"; path: string; status?: 404 }
  | { kind: "redirect"; location: string; /** 307 unless given: a key's lowercase URL is for good (308). */ status?: 308 }
  | { kind: "pass" };

/** Pages whose last segment is an open value read by the browser: one static shell serves every value. */
const SHELL_ROUTES = ["join-plan", "verify-plan", "app-info", "referral"];

/**
 * Every page section the site has, with how many path segments its pages may have. A path outside this table is
 * rewritten to the prerendered not-found page, so it gets the market's chrome and a 404 without a render.
 */
const SECTIONS: Record<string, readonly number[]> = {
  ride: [1], download: [1], cities: [1], about: [1], contact: [1], careers: [1], terms: [1], privacy: [1],
  helmets: [1], discounts: [1], pricing: [1], "workplace-session": [1], wlg: [1], "10k": [1], report: [1], accessibility: [1],
  "join-plan": [1, 2], "verify-plan": [1, 2], "app-info": [1, 2], referral: [1, 2],
};

export const NOT_FOUND_PATH = "/page-not-found";
/** The same page without header and footer, for paths the in-app rule below covers. */
export const BARE_NOT_FOUND_PATH = "/in-app-not-found";

/** The in-app sections: their pages live in app/[market]/(bare), without the site's chrome. */
const BARE_SECTIONS = ["app-info", "referral"];

/** The spec hides header and footer on any path containing /app-info or /referral, whatever else the path is. */
export const isBarePath = (pathname: string) => BARE_SECTIONS.some((section) => pathname.includes(`/${section}`));

/**
 * Files served per market from app/[market]/…, public path → route; any other path with an extension is a
 * public asset. Next reserves a route folder named sitemap.xml below the root for its own sitemap convention,
 * so the per-market sitemap lives at sitemap-pages.xml.
 */
const MARKET_FILES: Readonly<Record<string, string>> = {
  "/robots.txt": "/robots.txt",
  "/sitemap.xml": "/sitemap-pages.xml",
  "/news/rss.xml": "/news/rss.xml",
  "/manifest.webmanifest": "/manifest.webmanifest",
};

/** Share images: drawn per market (they print the market's host) under app/[market]/og. */
const SHARE_IMAGE = /^\/og\/[a-z0-9/-]+\.png$/;

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
  const into = (path: string) => ({ kind: "rewrite", path: `/${market}${path === "/" ? "" : path}` }) as const;
  const home: RouteDecision = { kind: "redirect", location: "/" };
  const segments = pathname.split("/").filter(Boolean);
  const [section, key, extra] = segments;

  // The not-found pages are ordinary prerendered pages (so their HTML holds the content); the 404 is set here.
  const notFound: RouteDecision = { ...into(isBarePath(pathname) ? BARE_NOT_FOUND_PATH : NOT_FOUND_PATH), status: 404 };

  const file = Object.hasOwn(MARKET_FILES, pathname) ? MARKET_FILES[pathname] : undefined;
  if (file) return into(file);
  // The internal prefix stays unreachable, files included: /nz/robots.txt would otherwise reach app/[market].
  if (isMarketKey(section ?? "")) return notFound;
  if (SHARE_IMAGE.test(pathname)) return into(pathname);
  // Before the file test: a value like a dotted token (/verify-plan/a.b.c) is the shell's, not a file's.
  if (section && SHELL_ROUTES.includes(section) && SECTIONS[section]?.includes(segments.length)) return into(`/${section}`);
  // The only files that reach the proxy and exist are the icons and the brand sprite (app/icons) and, in
  // production, the public assets the matcher already skips. Any other file name or dotfile (/index.html, /contact.json, /.env, /.git/config)
  // gets the market's one not-found page rather than Next's bare one.
  if (section === "assets" || pathname === BRAND_SPRITE_URL || (section === "icons" && segments.length === 2 && isIconFile(key ?? ""))) {
    return { kind: "pass" };
  }
  if (segments.some((segment) => segment.startsWith(".")) || /\.[a-z0-9]+$/i.test(pathname)) return notFound;
  // Keys, sections and page names are lower case; a capital typed into a known one is sent to its lowercase URL.
  // Shell values (tokens, slugs, uuids) keep their case: they are not ours to change.
  if (/[A-Z]/.test(pathname) && !SHELL_ROUTES.includes(section?.toLowerCase() ?? "")) {
    const lower = pathname.toLowerCase();
    const decision = routeRequest(lower, market, quizAnswers);
    if (decision.kind === "rewrite" && !decision.status) return { kind: "redirect", location: lower, status: 308 };
    // A known section with an unknown key goes where the lowercase path would (home, or the quiz's question).
    if (decision.kind === "redirect") return decision;
  }

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
      if (!key) return into(pathname);
      if (isOneOf(CITY_KEYS, key) && !extra) return into(pathname);
      // An unknown location is sent to the one safety page (as unknown cities are sent home) rather than served it
      // under its own address, which answered 200 for any path: a soft 404. A redirect, not a 404, because a
      // mistyped or retired city still wants the safety rules; temporary, as a new city may claim the path later.
      return isBarePath(pathname) ? notFound : { kind: "redirect", location: "/safety" };
  }
  if (!section) return into("/");
  if (!SECTIONS[section]?.includes(segments.length)) return notFound;
  return into(pathname);
}
