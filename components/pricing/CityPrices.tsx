import type { ReactNode } from "react";
import { formatCents, savingsLabel, type Quote } from "@/lib/discounts";
import { formatPrice, type CityOffers } from "@/lib/pricing/offers";
import styles from "./CityPrices.module.css";

type Props = { cityKey: string; name: string; hours: readonly string[]; offers: CityOffers };

// The saving as the spec states it: the student plan's own figure, the community plan's "up to 50%".
const plan = (quote: Quote, own: boolean) =>
  `${formatCents(quote.unlockCents)} to unlock, then ${formatCents(quote.perMinuteCents)} a minute; savings ${savingsLabel(quote, own)}`;

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The cities' cards, laid out so each row is filled (CityPrices.module.css). */
export function CityPricesGrid({ children }: { children: ReactNode }) {
  return <div className={styles.cities}>{children}</div>;
}

/**
 * One city's card on /pricing: the standard fare and the hours, then each pass and plan the city has, as the spec
 * states them. How the finder counts around them (unlocks on a pass, minutes over) is said once, under the finder.
 */
export function CityPrices({ cityKey, name, hours, offers }: Props) {
  const id = `prices-${cityKey}`;
  return (
    <article className={styles.card} id={cityKey} aria-labelledby={id}>
      <div className={styles.head}>
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
      </div>
      <dl className={styles.offers}>
        {offers.goPass ? (
          <Entry term="Go Pass">
            {offers.goPass.dailyMinutes} minutes of riding a day, {offers.goPass.ridesPayUnlock ? `plus ${formatCents(offers.unlockCents)} to unlock each ride` : "no unlock fee"}, from{" "}
            {formatCents(offers.goPass.fromPerDayCents)} a day.
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
            {offers.dayPass.minutes} minutes for <strong>{formatCents(offers.dayPass.priceCents)}</strong>; it expires {offers.dayPass.expiresAfterHours} hours after purchase.
          </Entry>
        ) : null}
        {offers.student ? <Entry term="Student plan">{plan(offers.student, true)}</Entry> : null}
        {offers.community ? <Entry term="Community plan">{plan(offers.community, false)}</Entry> : null}
      </dl>
    </article>
  );
}
