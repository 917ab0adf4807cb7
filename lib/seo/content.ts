import "server-only";
import { z } from "zod";
import { once, readJson, readKeyed } from "@/lib/content/files";
import { NEWS_IDS, PROMO_IDS, QUIZ_IDS, type NewsId } from "@/lib/content/keys";
import { isoDate, summary, text } from "@/lib/content/schemas";

/**
 * Only the fields search and sharing need (titles, summaries, dates). The page owners' loaders validate the
 * whole files; these loose schemas still fail the build, naming file and field, when one of these is broken.
 */
const titled = z.object({ title: text, summary });
const article = titled.extend({ type: text, date: isoDate });

export const getPromoTitles = once(() => readKeyed("promos", PROMO_IDS, titled));
export const getQuizTitles = once(() => readKeyed("quizzes", QUIZ_IDS, titled));
export const getNewsMeta = once(() => readKeyed("news", NEWS_IDS, article));
export const getTenKTitle = once(() => readJson("pages/10k.json", titled));
export const getAirportTitle = once(() => readJson("pages/wlg.json", titled));

/** News articles with their ids, for the feed and the article structured data. */
export function newsArticles() {
  const meta = getNewsMeta();
  return NEWS_IDS.map((id: NewsId) => ({ id, ...meta[id] }));
}
