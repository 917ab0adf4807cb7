import type { Metadata } from "next";
import { StoreBadges } from "@/components/download/StoreBadges";
import { PageHero } from "@/components/layout/PageHero";
import styles from "@/components/prize-draw/PrizeDraw.module.css";
import { TermsSections } from "@/components/prize-draw/TermsSections";
import { OfferStatus } from "@/components/promo/OfferStatus";
import { getPrizeDraw } from "@/lib/content/prize-draw";
import { longDate } from "@/lib/dates";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  const draw = getPrizeDraw();
  return pageMetadata({ market: marketOf(await params), path: "/10k", title: draw.title, description: draw.summary });
}

export default async function PrizeDrawPage({ params }: { params: Promise<MarketParams> }) {
  marketOf(await params);
  const draw = getPrizeDraw();
  return (
    <>
      <PageHero eyebrow="Prize draw" title={draw.title} lead={draw.subheading} art={{ src: "/assets/images/prize-10k.svg", alt: "" }}>
        <OfferStatus
          endsAt={draw.endsAt}
          startsAt={draw.startsAt}
          endLabel={longDate(draw.endsAt)}
          startLabel={longDate(draw.startsAt)}
          noun="promotion"
        />
        <p className={styles.intro}>{draw.intro}</p>
        <StoreBadges />
      </PageHero>
      <section className="section" aria-labelledby="highlights-heading">
        <div className="container">
          <div className="section-head">
            <h2 id="highlights-heading">The short version</h2>
          </div>
          <ul className={styles.highlights}>
            {draw.highlights.map((highlight) => (
              <li key={highlight} className={styles.highlight}>
                <span className={styles.tick} aria-hidden="true">
                  ✓
                </span>
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`section ${styles.termsSection}`} aria-labelledby="terms-heading">
        <div className="container">
          <div className="section-head">
            <h2 id="terms-heading">Terms and conditions</h2>
            <p>
              The full rules of the draw, from {longDate(draw.startsAt)} to {longDate(draw.endsAt)}.
            </p>
          </div>
          <TermsSections sections={draw.terms} />
        </div>
      </section>
    </>
  );
}
