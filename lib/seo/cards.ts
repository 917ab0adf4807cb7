import "server-only";
import { format, parseISO } from "date-fns";
import { getCities, getVehicles, site } from "@/lib/content";
import { entryOf, isOneOf, CITY_KEYS, NEWS_IDS, PROMO_IDS, QUIZ_IDS, VEHICLE_KEYS } from "@/lib/content/keys";
import { longDate } from "@/lib/dates";
import { getAirportTitle, getNewsMeta, getPromoTitles, getQuizTitles, getTenKTitle } from "./content";
import type { CardState } from "./og";

export type CardText = {
  title: string;
  kicker: string;
  /** The card's own artwork (a promo's illustration, a site path to an SVG) and what it shows; else the scooter. */
  art?: { src: string; alt: string };
};

/** Pages whose title is fixed by the spec rather than read from content. */
const FIXED: Record<string, CardText> = {
  "/": { title: "Ride Your Way", kicker: "E-scooter and e-bike share" },
  "/ride": { title: `Download the ${site.product} app`, kicker: "Get the app" },
  "/cities": { title: "Cities", kicker: "Where to ride" },
  "/safety": { title: "Safety", kicker: "Ride safe" },
  "/about": { title: `About ${site.product}`, kicker: "Our story" },
  "/contact": { title: "Contact us", kicker: "Get in touch" },
  "/report": { title: "Report a scooter or bike", kicker: "Seen one in the way?" },
  "/accessibility": { title: "Accessibility", kicker: "For everyone" },
  "/careers": { title: "Careers", kicker: "Work with us" },
  "/terms": { title: "Terms of Use", kicker: "Legal" },
  "/privacy": { title: "Privacy Policy", kicker: "Legal" },
  "/discounts": { title: "Community & Student Discounts", kicker: "Save on every ride" },
  "/pricing": { title: "Pricing", kicker: "Prices and passes" },
  "/workplace-session": { title: "Free workplace training", kicker: "For teams" },
  "/news": { title: "News", kicker: `Latest from ${site.product}` },
};

/** The kicker of a dated card: the phase and its day, fixed by the card's URL (never by when it is drawn). */
function datedKicker(noun: string, state: CardState, startsAt?: string): string {
  if (state.phase === "ended") return `${noun} ended ${longDate(state.endsAt)}`;
  if (state.phase === "upcoming" && startsAt) return `${noun} · starts ${longDate(startsAt)}`;
  return `${noun} · ends ${longDate(state.endsAt)}`;
}

/**
 * The title, kicker and artwork drawn on a page's share card, from the same content the page renders. A dated
 * page's card (an offer, the prize draw) is drawn for the `state` its URL names: live cards give the end day,
 * ended cards say when it ended.
 */
export function cardText(path: string, state?: CardState): CardText {
  const fixed = FIXED[path];
  if (fixed) return fixed;
  const [, section, key] = path.split("/");
  if (section === "city" && isOneOf(CITY_KEYS, key)) return { title: entryOf(getCities(), key, "content/cities").name, kicker: "City guide" };
  if (section === "how-to" && isOneOf(VEHICLE_KEYS, key)) return { title: entryOf(getVehicles(), key, "content/vehicles").name, kicker: "How to ride" };
  if (section === "promo" && isOneOf(PROMO_IDS, key)) {
    const { title, image, startsAt } = entryOf(getPromoTitles(), key, "content/promos");
    return { title, kicker: state ? datedKicker("Offer", state, startsAt) : "Offer", art: image };
  }
  if (section === "quiz" && isOneOf(QUIZ_IDS, key)) return { title: entryOf(getQuizTitles(), key, "content/quizzes").title, kicker: "Safety quiz" };
  if (section === "news" && isOneOf(NEWS_IDS, key)) {
    const article = entryOf(getNewsMeta(), key, "content/news");
    return { title: article.title, kicker: `${article.type} · ${format(parseISO(article.date), "d MMMM yyyy")}` };
  }
  if (path === "/wlg") return { title: getAirportTitle().title, kicker: "Wellington Airport" };
  if (path === "/10k") {
    const { title, startsAt } = getTenKTitle();
    return { title, kicker: state ? datedKicker("Prize draw", state, startsAt) : "Prize draw" };
  }
  throw new Error(`No share card text for ${path}: add it to lib/seo/cards.ts`);
}

/** The scooter drawn on cards without artwork of their own, as the alt text names it. */
export const SCOOTER_ART_ALT = "a pink line drawing of an e-scooter";

/** What the card shows, for og:image:alt: the picture described, not the page title repeated. */
export function cardAlt(card: CardText, host: string): string {
  const art = card.art ? card.art.alt.charAt(0).toLowerCase() + card.art.alt.slice(1) : SCOOTER_ART_ALT;
  return `${site.product} card reading "${card.kicker}" above "${card.title}", beside ${art}, with ${host} at the foot`;
}
