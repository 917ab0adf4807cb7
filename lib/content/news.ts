import "server-only";
import { z } from "zod";
import { once, readKeyed, readText } from "./files";
import { NEWS_IDS, type NewsId } from "./keys";
import { imageSchema, isoDate, summary, text } from "./schemas";

export const newsMetaSchema = z.strictObject({
  /** A short label such as "Launch" or "Product". */
  type: text,
  /** Publication day. */
  date: isoDate,
  title: text,
  summary,
  image: imageSchema,
});

export type NewsArticle = z.infer<typeof newsMetaSchema> & { id: NewsId; content: string };

function loadNews(): Record<NewsId, NewsArticle> {
  const meta = readKeyed("news", NEWS_IDS, newsMetaSchema);
  return Object.fromEntries(
    NEWS_IDS.map((id) => {
      const content = readText(`news/${id}.md`);
      if (!content.trim()) throw new Error(`Invalid content in content/news/${id}.md: the article is empty`);
      return [id, { ...meta[id], id, content }];
    }),
  ) as Record<NewsId, NewsArticle>;
}

export const getNews = once(loadNews);
export const getArticle = (id: NewsId): NewsArticle => getNews()[id];

/** Articles newest first; same-day articles keep the spec's order. */
export const newsByDate = (): NewsArticle[] =>
  NEWS_IDS.map((id) => getArticle(id)).sort((a, b) => b.date.localeCompare(a.date));
