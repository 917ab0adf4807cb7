import { StoreBadges } from "@/components/download/StoreBadges";
import { PageHero } from "@/components/layout/PageHero";
import { OfferStatus } from "@/components/promo/OfferStatus";
import type { PrizeDraw } from "@/lib/content/prize-draw";
import type { Section } from "@/lib/content/sections";
import { longDate } from "@/lib/dates";
import type { MarketKey } from "@/lib/market";
import type { OfferPhase } from "@/lib/offer-status";
import styles from "./PrizeDraw.module.css";
import { Results } from "./Results";
import { TermsSections } from "./TermsSections";

type Props = { market: MarketKey; draw: PrizeDraw & { terms: readonly Section[] }; phase: OfferPhase };

/**
 * /10k in one phase. While it runs (or before) the page invites riders to ride for entries; once closed it says
 * so above the fold, gives the results in place of the pitch and drops the store badges. The terms stay.
 */
export function PrizeDrawView({ market, draw, phase }: Props) {
  const closed = phase === "ended";
  const afterSection = !closed || draw.results.winners.length > 0;
  return (
    <>
      <PageHero eyebrow="Prize draw" title={draw.title} lead={closed ? draw.ended.subheading : draw.subheading} art={{ src: "/assets/images/prize-10k.svg", alt: "" }}>
        <OfferStatus phase={phase} endLabel={longDate(draw.endsAt)} startLabel={longDate(draw.startsAt)} noun="promotion" />
        <p className={styles.intro}>{closed ? draw.ended.intro : draw.intro}</p>
        {closed ? null : <StoreBadges market={market} />}
      </PageHero>
      {closed ? (
        <Results winners={draw.results.winners} />
      ) : (
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
      )}
      {/* Close under the section above it; straight under the hero (closed, no winners yet) spaced as any first section. */}
      <section className={afterSection ? `section ${styles.termsSection}` : "section"} aria-labelledby="terms-heading">
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
