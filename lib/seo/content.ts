import "server-only";
import { z } from "zod";
import { once, readJson, readKeyed } from "@/lib/content/files";
import { NEWS_IDS, PROMO_IDS, QUIZ_IDS, entryOf, type NewsId } from "@/lib/content/keys";
import { getPromos } from "@/lib/content/promos";
import { isoDate, summary, text } from "@/lib/content/schemas";
import { dayAfter, offerPhase } from "@/lib/offer-status";
import type { DatedPages } from "./og";

/**
 * Only the fields search and sharing need (titles, summaries, dates). The page owners' loaders validate the
 * whole files; these loose schemas still fail the build, naming file and field, when one of these is broken.
 */
const titled = z.object({ title: text, summary });
const article = titled.extend({ type: text, date: isoDate });

// A promo is read whole, with the page's own loader: whichever of its pages the build renders first, a broken promo
// fails it with every problem of every promo file, the same message.
export const getPromoTitles = getPromos;
export const getQuizTitles = once(() => readKeyed("quizzes", QUIZ_IDS, titled));
export const getNewsMeta = once(() => readKeyed("news", NEWS_IDS, article));
export const getTenKTitle = once(() => readJson("pages/10k.json", titled.extend({ startsAt: isoDate, endsAt: isoDate })));
export const getAirportTitle = once(() => readJson("pages/wlg.json", titled));

/** The pages whose share card depends on dates: each offer with an end day, and the prize draw. */
export const datedPages = once((): DatedPages => {
  const promos = getPromoTitles();
  const { startsAt, endsAt } = getTenKTitle();
  return Object.fromEntries([
    ...PROMO_IDS.flatMap((id) => {
      const promo = entryOf(promos, id, "content/promos");
      return promo.endsAt ? [[`/promo/${id}`, { endsAt: promo.endsAt, ...(promo.startsAt ? { startsAt: promo.startsAt } : {}) }]] : [];
    }),
    ["/10k", { startsAt, endsAt }],
  ]);
});

/** News articles with their ids, for the feed and the article structured data. */
export function newsArticles() {
  const meta = getNewsMeta();
  return NEWS_IDS.map((id: NewsId) => ({ id, ...entryOf(meta, id, "content/news") }));
}

/**
 * Ended offers' pages and the day each changed to its ended state, as sitemap lastmod dates. They stay in the
 * sitemap: each still answers at its URL with what happened (for /10k, the results clause 10.2 promises to
 * publish), and the new lastmod asks search engines to fetch it again and drop the live snippet they hold.
 */
export function endedOfferDays(now: Date): Record<string, string> {
  const promos = getPromoTitles();
  const offers: [string, string, string?][] = [
    ...PROMO_IDS.flatMap((id): [string, string][] => {
      const { endsAt } = entryOf(promos, id, "content/promos");
      return endsAt ? [[`/promo/${id}`, endsAt]] : [];
    }),
    ["/10k", getTenKTitle().endsAt, getTenKTitle().startsAt],
  ];
  return Object.fromEntries(
    offers.filter(([, endsAt, startsAt]) => offerPhase(now, endsAt, startsAt) === "ended").map(([path, endsAt]) => [path, dayAfter(endsAt)]),
  );
}
