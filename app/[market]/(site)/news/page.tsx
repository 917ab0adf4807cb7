import type { Metadata } from "next";
import { PageHero } from "@/components/layout/PageHero";
import { NewsCard } from "@/components/news/NewsCard";
import styles from "@/components/news/News.module.css";
import { site } from "@/lib/content";
import { newsByDate } from "@/lib/content/news";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

const description = `Launches, new vehicles and announcements from ${site.product}: the latest on where you can ride and what you'll be riding.`;

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/news", title: "News", description });
}

export default async function NewsPage({ params }: { params: Promise<MarketParams> }) {
  marketOf(await params);
  return (
    <>
      <PageHero
        eyebrow="Newsroom"
        title={
          <>
            {site.product} <span className="accent">News</span>
          </>
        }
        lead="New cities, new scooters and changes on the streets we ride: our announcements, newest first, each marked with the day we published it."
      />
      <div className="section">
        <div className="container">
          <ul className={styles.list}>
            {newsByDate().map((article) => (
              <li key={article.id}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
