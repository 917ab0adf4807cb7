import { PageHero } from "@/components/layout/PageHero";
import { Markdown } from "@/components/markdown/Markdown";
import type { City } from "@/lib/content/schemas";
import type { Promo } from "@/lib/content/promos";
import { longDate } from "@/lib/dates";
import { ActionLink } from "./ActionLink";
import { DownloadPrompt } from "./DownloadPrompt";
import { OfferStatus } from "./OfferStatus";
import styles from "./PromoView.module.css";
import { TermsList } from "./TermsList";

/** One promotion: the same page at /promo/{id} and /event/{id}. */
export function PromoView({ promo, city }: { promo: Promo; city?: City }) {
  return (
    <>
      <PageHero eyebrow={city ? `${city.name} offer` : "Rider offer"} title={promo.title} lead={promo.subheading} art={promo.image}>
        {promo.endsAt ? <OfferStatus endsAt={promo.endsAt} endLabel={longDate(promo.endsAt)} /> : null}
      </PageHero>
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.story}>
            <p className={styles.text}>{promo.text}</p>
            <Markdown sitePaths>{promo.description}</Markdown>
            {promo.button ? (
              <div className="actions">
                <ActionLink url={promo.button.url} label={promo.button.label} />
              </div>
            ) : null}
          </div>
          <TermsList terms={promo.terms} />
        </div>
      </div>
      {promo.download ? <DownloadPrompt /> : null}
    </>
  );
}
