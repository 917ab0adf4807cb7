import { CITY_KEYS, PROMO_IDS } from "../lib/content/keys";
import { quizAnswerIds } from "../lib/content/quiz-answers";
import { content } from "./content";
import { appInfoSlugs, referrals } from "./content-data";

/**
 * Pages the sitemap leaves out, listed from the content data so a new key is covered: event aliases of every promo,
 * every quiz answer, every city's safety page, the app-store hand-off and helmet refresh, every plan's join page and
 * a verify link, every in-app page and referral, and both not-found pages (with and without the site's chrome).
 */
export function unlistedPaths(): string[] {
  const plans = Object.keys(content<Record<string, unknown>>("facade/plans.json"));
  return [
    ...PROMO_IDS.map((id) => `/event/${id}`),
    ...Object.entries(quizAnswerIds).flatMap(([quiz, answers]) => answers.map((answer) => `/quiz/${quiz}/${answer}`)),
    ...CITY_KEYS.map((key) => `/safety/${key}`),
    "/download",
    "/helmets",
    ...plans.map((plan) => `/join-plan/${plan}`),
    "/verify-plan/abcdefghijklmnopqrstuvwxyz",
    ...appInfoSlugs.map(({ slug }) => `/app-info/${slug}`),
    ...Object.keys(referrals).map((id) => `/referral/${id}`),
    "/no-such-page",
    "/app-info/a/b",
  ];
}

/** The paths of a served sitemap.xml, in its order: what search engines are told this market has. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/**
 * Pages that send the browser on by themselves (/helmets to the helmet shop, /download to a store or /ride): a walk
 * from page to page would race their navigation. e2e/download.spec.ts follows /download.
 */
const MOVES_ON = new Set(["/helmets", "/download"]);

/**
 * What a browser-only run visits: the sitemap's pages, and the first of each kind the sitemap leaves out (same first
 * segment and depth: one event alias, one quiz answer, one in-app page…), since the others of a kind are the same
 * page from other data. About 75 pages a market.
 */
export function everyKindOfPage(sitemapXml: string): string[] {
  const kinds = new Map<string, string>();
  for (const path of unlistedPaths()) {
    const segments = path.split("/");
    const kind = `${segments[1]}/${segments.length}`;
    if (!kinds.has(kind) && !MOVES_ON.has(path)) kinds.set(kind, path);
  }
  return [...sitemapPaths(sitemapXml), ...kinds.values()];
}
