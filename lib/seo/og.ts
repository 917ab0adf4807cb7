import type { OfferPhase } from "@/lib/offer-status";
import { canonicalPath, indexablePaths } from "./paths";

/**
 * Share images live at /og/{page path}.png on each market's host (home is /og/home.png). The proxy rewrites
 * them into app/[market]/og like any page, so the visible URL never carries the internal market prefix.
 *
 * A page with dates (an offer, the prize draw) has one image per phase, its phase and end day in the URL
 * (/og/promo/tauranga/ended-2024-10-25.png): chat apps and social networks keep a preview by its image URL, so
 * a card's URL must never change what it shows. A link shared while an offer ran keeps its live card; the page,
 * once the offer has ended, names the ended card's URL instead.
 */
const HOME = "/og/home";

/** What a dated page's card shows: its phase and the day it ends. */
export type CardState = { phase: OfferPhase; endsAt: string };
/** A page whose card depends on dates, with those dates. */
export type DatedPage = { endsAt: string; startsAt?: string };
export type DatedPages = Readonly<Record<string, DatedPage>>;

export function imagePathFor(pagePath: string, state?: CardState): string {
  const base = pagePath === "/" ? HOME : `/og${pagePath}`;
  return state ? `${base}/${state.phase}-${state.endsAt}.png` : `${base}.png`;
}

/** Every page with its own share image: each indexable page. */
export function ogPagePaths(): string[] {
  return indexablePaths();
}

/** The page whose card a path uses: its own, or that of the nearest page above it that has one. */
function cardPageOf(pagePath: string): string {
  const known = new Set(ogPagePaths());
  let path = canonicalPath(pagePath);
  while (path !== "/" && !known.has(path)) path = path.slice(0, path.lastIndexOf("/")) || "/";
  return path;
}

/**
 * The share image a page uses: its own, or that of the nearest page above it that has one (a quiz answer uses
 * its question's, an event its promo's, an in-app or token page the home card). `state` is given for a dated page.
 */
export function ogImagePath(pagePath: string, state?: CardState): string {
  return imagePathFor(cardPageOf(pagePath), state);
}

/** The phases a dated page's card can be in: "upcoming" only when the page has a first day. */
const phasesOf = (dated: DatedPage): OfferPhase[] => (dated.startsAt ? ["upcoming", "active", "ended"] : ["active", "ended"]);

const STATE = /^(upcoming|active|ended)-(\d{4}-\d{2}-\d{2})\.png$/;

/**
 * The catch-all segments of an image URL (after /og) back to its page and, for a dated page, the state it
 * shows; null for anything else, including a dated page's card without its state or with another end day.
 */
export function pagePathOfImage(segments: readonly string[], dated: DatedPages): { page: string; state?: CardState } | null {
  const pages = ogPagePaths();
  const joined = segments.join("/");
  const plain = joined === "home.png" ? "/" : joined.endsWith(".png") ? `/${joined.slice(0, -".png".length)}` : null;
  if (plain !== null && pages.includes(plain)) return dated[plain] ? null : { page: plain };
  const match = STATE.exec(segments.at(-1) ?? "");
  if (!match) return null;
  const rest = segments.slice(0, -1).join("/");
  const page = rest === "home" ? "/" : `/${rest}`;
  const dates = dated[page];
  const phase = match[1] as OfferPhase;
  if (!dates || match[2] !== dates.endsAt || !phasesOf(dates).includes(phase)) return null;
  return { page, state: { phase, endsAt: dates.endsAt } };
}

/** Static params for the image route: each page's image path (each phase's, for a dated page), split into segments. */
export function ogImageSegments(dated: DatedPages): string[][] {
  return ogPagePaths()
    .flatMap((page) => {
      const dates = dated[page];
      return dates ? phasesOf(dates).map((phase) => imagePathFor(page, { phase, endsAt: dates.endsAt })) : [imagePathFor(page)];
    })
    .map((path) => path.slice("/og/".length).split("/"));
}
