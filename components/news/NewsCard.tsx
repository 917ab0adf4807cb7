import type { NewsArticle } from "@/lib/content/news";
import { ArticleMeta } from "./ArticleMeta";
import styles from "./News.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

/** One article in the news list; the whole card is the link's target through its title. */
export function NewsCard({ article, headingLevel = 2 }: { article: NewsArticle; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card ${styles.card}`}>
      <LaterImage src={article.image.src} alt="" width={1200} height={800} className={styles.cardImage} />
      <div className={`card__body ${styles.cardBody}`}>
        <ArticleMeta type={article.type} date={article.date} />
        <Heading className={styles.cardTitle}>
          <a href={`/news/${article.id}`} className={styles.cardLink}>
            {article.title}
          </a>
        </Heading>
        <p className={styles.summary}>{article.summary}</p>
      </div>
    </article>
  );
}
