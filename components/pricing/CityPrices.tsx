import type { ReactNode } from "react";
import { formatCents, savingsLabel, type Quote } from "@/lib/discounts";
import { formatPrice, type CityOffers } from "@/lib/pricing/offers";
import { cityRows, ROW } from "@/lib/pricing/city-rows";
import styles from "./CityPrices.module.css";

/** `span`: the columns of twelve the card takes at desktop widths. */
type Props = { cityKey: string; name: string; hours: readonly string[]; offers: CityOffers; span?: number };

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

type City = { key: string; name: string; hours: readonly string[]; offers: CityOffers };

const offerCount = ({ offers }: City) => [offers.goPass, offers.dayPass, offers.student, offers.community].filter(Boolean).length;

/**
 * The cities' cards in rows that are filled edge to edge at desktop widths (lib/pricing/city-rows.ts): a city with
 * four passes and plans across a row, two or three a half, one a third. One card a row on phones.
 */
export function CityPricesGrid({ cities }: { cities: readonly City[] }) {
  return (
    <div className={styles.cities}>
      {cityRows(cities, offerCount)
        .flat()
        .map(({ item: city, span }) => (
          <CityPrices key={city.key} cityKey={city.key} name={city.name} hours={city.hours} offers={city.offers} span={span} />
        ))}
    </div>
  );
}

/**
 * One city's card on /pricing: the standard fare and the hours, then each pass and plan the city has, as the spec
 * states them. How the finder counts around them (unlocks on a pass, minutes over) is said once, under the finder.
 */
export function CityPrices({ cityKey, name, hours, offers, span = ROW }: Props) {
  const id = `prices-${cityKey}`;
  return (
    <article className={styles.card} id={cityKey} aria-labelledby={id} data-span={span}>
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
