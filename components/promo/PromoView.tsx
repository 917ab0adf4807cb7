import { PageHero } from "@/components/layout/PageHero";
import { Markdown } from "@/components/markdown/Markdown";
import type { City } from "@/lib/content/schemas";
import type { Promo } from "@/lib/content/promos";
import { longDate } from "@/lib/dates";
import type { MarketKey } from "@/lib/market";
import type { OfferPhase } from "@/lib/offer-status";
import { ActionLink } from "./ActionLink";
import { DatedClaimText } from "./DatedClaimText";
import { DownloadPrompt } from "./DownloadPrompt";
import { OfferStatus } from "./OfferStatus";
import styles from "./PromoView.module.css";
import { TermsList } from "./TermsList";
import { WayOn } from "./WayOn";
import type { OfferLink } from "@/lib/promo-record";

type Props = {
  market: MarketKey;
  promo: Promo;
  city?: City;
  /** Omitted for offers without an end date. */
  phase?: OfferPhase;
  /** Offers still running, for an ended one to point to (lib/promo-record.ts, currentOffers). */
  current?: readonly OfferLink[];
};

/**
 * One promotion, as it reads in one phase: the same page at /promo/{id} and /event/{id}. Every phase shows what the
 * specification lists (title, image, subheading, text, description, terms, the button and the download prompt where
 * the promo has them). Once ended, the page's first line says so and when, once; the title stays; under "The offer
 * as it ran" the text and description are the content's past-tense account of it (`ended.text`, `ended.description`:
 * neither tells anyone to add or enter the code), a way on follows (the offers running now, the city's page), and the
 * footer's store badges are the only app prompt.
 */
export function PromoView({ market, promo, city, phase, current = [] }: Props) {
  const ended = phase === "ended" && promo.ended ? promo.ended : undefined;
  const status =
    promo.endsAt && phase ? <OfferStatus phase={phase} endLabel={longDate(promo.endsAt)} startLabel={promo.startsAt ? longDate(promo.startsAt) : undefined} /> : null;
  return (
    <>
      <PageHero
        eyebrow={city ? `${city.name} offer` : "Rider offer"}
        title={promo.title}
        lead={promo.subheading}
        art={promo.image}
        notice={ended && status}
      >
        {ended ? null : status}
      </PageHero>
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.story}>
            {ended ? <h2 className={styles.asItRan}>The offer as it ran</h2> : null}
            <p className={styles.text}>{ended ? ended.text : promo.text}</p>
            {promo.claims?.map((claim) => <DatedClaimText key={claim.until + claim.current} claim={claim} className={styles.text} />)}
            <Markdown sitePaths>{ended ? ended.description : promo.description}</Markdown>
            {promo.button ? (
              <div className="actions">
                <ActionLink url={promo.button.url} label={promo.button.label} />
              </div>
            ) : null}
            {ended ? <WayOn city={city} cityKey={promo.city} offers={current} /> : null}
          </div>
          <TermsList terms={promo.terms} note={ended && promo.endsAt ? `As they stood while the offer ran, until ${longDate(promo.endsAt)}.` : undefined} />
        </div>
      </div>
      {/* Once ended, the footer's store badges are the one app prompt: the band above it would say it twice. */}
      {promo.download && !ended ? <DownloadPrompt market={market} /> : null}
    </>
  );
}
