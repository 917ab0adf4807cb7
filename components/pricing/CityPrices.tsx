import type { ReactNode } from "react";
import { formatCents, type Quote } from "@/lib/discounts";
import { formatPrice, type CityOffers } from "@/lib/pricing/offers";
import styles from "./CityPrices.module.css";

type Props = { cityKey: string; name: string; hours: readonly string[]; offers: CityOffers };

const plan = (quote: Quote, save: string) =>
  `${formatCents(quote.unlockCents)} to unlock, then ${formatCents(quote.perMinuteCents)} a minute: ${save} ${quote.savingsPercent}%`;

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One city's card on /pricing: the standard fare, the hours, then each pass and plan the city has. */
export function CityPrices({ cityKey, name, hours, offers }: Props) {
  const id = `prices-${cityKey}`;
  return (
    <article className={styles.card} id={cityKey} aria-labelledby={id}>
      <h3 id={id} className={styles.name}>
        <a href={`/city/${cityKey}`}>{name}</a>
      </h3>
      <p className={styles.fare}>
        <span className={styles.big}>{formatCents(offers.unlockCents)}</span> to unlock, then{" "}
        <span className={styles.big}>{formatCents(offers.perMinuteCents)}</span> a minute
      </p>
      <ul className={styles.hours} aria-label={`${name} hours`}>
        {hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <dl className={styles.offers}>
        {offers.goPass ? (
          <Entry term="Go Pass">
            {offers.goPass.dailyMinutes} minutes of riding a day, no unlock fee, from {formatCents(offers.goPass.fromPerDayCents)} a day.
            <ul className={styles.lengths}>
              {offers.goPass.lengths.map((pass) => (
                <li key={pass.days}>
                  {pass.days} Day <strong>{formatPrice(pass.priceCents)}</strong>
                </li>
              ))}
            </ul>
          </Entry>
        ) : null}
        {offers.dayPass ? (
          <Entry term="Day Pass">
            {offers.dayPass.minutes} minutes for <strong>{formatCents(offers.dayPass.priceCents)}</strong>; it expires 24 hours after purchase.
          </Entry>
        ) : null}
        {offers.student ? <Entry term="Student plan">{plan(offers.student, "save")}</Entry> : null}
        {offers.community ? <Entry term="Community plan">{plan(offers.community, "save up to")}</Entry> : null}
      </dl>
    </article>
  );
}
