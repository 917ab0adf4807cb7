import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Markdown } from "@/components/markdown/Markdown";
import { ArticleMeta } from "@/components/news/ArticleMeta";
import styles from "@/components/news/News.module.css";
import { StoreBadges } from "@/components/download/StoreBadges";
import { HeroArt } from "@/components/layout/HeroArt";
import { JsonLd } from "@/components/seo/JsonLd";
import { site } from "@/lib/content";
import { NEWS_IDS, isOneOf } from "@/lib/content/keys";
import { getArticle } from "@/lib/content/news";
import { keyedStaticParams, marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbList, newsArticle } from "@/lib/seo/structured-data";

type Params = MarketParams & { article: string };

export const dynamicParams = false;
export const generateStaticParams = () => keyedStaticParams("article", NEWS_IDS);

function articleOf(params: Params) {
  if (!isOneOf(NEWS_IDS, params.article)) notFound();
  return getArticle(params.article);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = await params;
  const article = articleOf(resolved);
  return pageMetadata({
    market: marketOf(resolved),
    path: `/news/${article.id}`,
    title: article.title,
    description: article.summary,
    type: "article",
    publishedTime: article.date,
  });
}

export default async function ArticlePage({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  const market = marketOf(resolved);
  const article = articleOf(resolved);
  return (
    <article className={styles.article}>
      <JsonLd data={newsArticle(market, article)} />
      <JsonLd data={breadcrumbList(market, [{ name: "News", path: "/news" }, { name: article.title, path: `/news/${article.id}` }])} />
      <div className="container narrow">
        <a href="/news" className={styles.back}>
          ← All news
        </a>
        <ArticleMeta type={article.type} date={article.date} />
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.lead}>{article.summary}</p>
        <HeroArt src={article.image.src} alt={article.image.alt} className={styles.hero} />
        <Markdown sitePaths className={`prose ${styles.body}`}>
          {article.content}
        </Markdown>
        <aside className={styles.more} aria-labelledby="article-download">
          <h2 id="article-download">Ride with {site.product}</h2>
          <p className="muted">Find a scooter or e-bike near you in the app, free on iPhone and Android.</p>
          <StoreBadges market={market} />
        </aside>
      </div>
    </article>
  );
}
