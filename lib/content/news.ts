import "server-only";
import { z } from "zod";
import { listKeys, once, readAll, readKeyed, readText } from "./files";
import { ContentError, problemLine } from "./parse";
import { NEWS_IDS, entryOf, type NewsId } from "./keys";
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

/** An article is two files: its details in {id}.json and its text in {id}.md; either without the other is an error. */
function loadNews(): Record<NewsId, NewsArticle> {
  const orphans = listKeys("news", ".md").filter((id) => !NEWS_IDS.includes(id));
  if (orphans.length) {
    throw new ContentError(orphans.map((id) => problemLine(`content/news/${id}.md`, "", `expected its details (type, date, title, summary, image) in content/news/${id}.json, but there is no such file`)));
  }
  const meta = readKeyed("news", NEWS_IDS, newsMetaSchema);
  return readAll(NEWS_IDS, (id) => {
    const file = `content/news/${id}.md`;
    let content: string;
    try {
      content = readText(`news/${id}.md`);
    } catch {
      throw new ContentError([problemLine(file, "", `expected the article's text in Markdown beside content/news/${id}.json, but there is no such file`)]);
    }
    if (!content.trim()) throw new ContentError([problemLine(file, "", "expected the article's text in Markdown, but the file is empty")]);
    return { ...entryOf(meta, id, "content/news"), id, content };
  });
}

export const getNews = once(loadNews);
export const getArticle = (id: NewsId): NewsArticle => entryOf(getNews(), id, "content/news");

/** Articles newest first; same-day articles in the order of their file names. */
export const newsByDate = (): NewsArticle[] =>
  NEWS_IDS.map((id) => getArticle(id)).sort((a, b) => b.date.localeCompare(a.date));
