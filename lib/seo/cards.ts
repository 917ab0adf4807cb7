import "server-only";
import { format, parseISO } from "date-fns";
import { getCities, getVehicles, site } from "@/lib/content";
import { isOneOf, CITY_KEYS, NEWS_IDS, PROMO_IDS, QUIZ_IDS, VEHICLE_KEYS } from "@/lib/content/keys";
import { longDate } from "@/lib/dates";
import { offerPhase } from "@/lib/offer-status";
import { getAirportTitle, getNewsMeta, getPromoTitles, getQuizTitles, getTenKTitle } from "./content";

export type CardText = { title: string; kicker: string };

/** Pages whose title is fixed by the spec rather than read from content. */
const FIXED: Record<string, CardText> = {
  "/": { title: "Ride Your Way", kicker: "E-scooter and e-bike share" },
  "/ride": { title: `Download the ${site.product} app`, kicker: "Get the app" },
  "/cities": { title: "Cities", kicker: "Where to ride" },
  "/safety": { title: "Safety", kicker: "Ride safe" },
  "/about": { title: `About ${site.product}`, kicker: "Our story" },
  "/contact": { title: "Contact us", kicker: "Get in touch" },
  "/careers": { title: "Careers", kicker: "Work with us" },
  "/terms": { title: "Terms of Use", kicker: "Legal" },
  "/privacy": { title: "Privacy Policy", kicker: "Legal" },
  "/discounts": { title: "Community & Student Discounts", kicker: "Save on every ride" },
  "/pricing": { title: "Pricing", kicker: "Prices and passes" },
  "/workplace-session": { title: "Free workplace training", kicker: "For teams" },
  "/news": { title: "News", kicker: `Latest from ${site.product}` },
};

/**
 * The title and kicker drawn on a page's share card, from the same content the page renders. An offer's card
 * says when it has ended (`now` is when the card is drawn; the card route is redrawn as often as the page).
 */
export function cardText(path: string, now: Date = new Date()): CardText {
  const fixed = FIXED[path];
  if (fixed) return fixed;
  const [, section, key] = path.split("/");
  if (section === "city" && isOneOf(CITY_KEYS, key)) return { title: getCities()[key].name, kicker: "City guide" };
  if (section === "how-to" && isOneOf(VEHICLE_KEYS, key)) return { title: getVehicles()[key].name, kicker: "How to ride" };
  if (section === "promo" && isOneOf(PROMO_IDS, key)) {
    const { title, endsAt } = getPromoTitles()[key];
    const ended = endsAt !== undefined && offerPhase(now, endsAt) === "ended";
    return { title, kicker: ended ? `Offer ended ${longDate(endsAt)}` : "Offer" };
  }
  if (section === "quiz" && isOneOf(QUIZ_IDS, key)) return { title: getQuizTitles()[key].title, kicker: "Safety quiz" };
  if (section === "news" && isOneOf(NEWS_IDS, key)) {
    const article = getNewsMeta()[key];
    return { title: article.title, kicker: `${article.type} · ${format(parseISO(article.date), "d MMMM yyyy")}` };
  }
  if (path === "/wlg") return { title: getAirportTitle().title, kicker: "Wellington Airport" };
  if (path === "/10k") {
    const { title, startsAt, endsAt } = getTenKTitle();
    return { title, kicker: offerPhase(now, endsAt, startsAt) === "ended" ? `Prize draw · closed ${longDate(endsAt)}` : "Prize draw" };
  }
  throw new Error(`No share card text for ${path}: add it to lib/seo/cards.ts`);
}
