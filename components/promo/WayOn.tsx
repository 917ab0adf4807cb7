import type { City } from "@/lib/content/schemas";
import type { OfferLink } from "@/lib/promo-record";
import styles from "./WayOn.module.css";

type Props = { city?: City; cityKey?: string; offers: readonly OfferLink[] };

/**
 * Under an ended offer, where a visitor can go instead: the offers running now (in its city, or site-wide for an
 * offer that belonged to no city) and the city's page, or every city when it belonged to none.
 */
export function WayOn({ city, cityKey, offers }: Props) {
  return (
    <section className={styles.wayOn} aria-labelledby="way-on-heading">
      <h2 id="way-on-heading" className={styles.heading}>
        {offers.length > 0 ? (city ? `Current offers in ${city.name}` : "Current offers") : "Where to ride"}
      </h2>
      <ul className={styles.list}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <a href={`/promo/${offer.id}`}>{offer.title}</a>
          </li>
        ))}
        <li>
          {city && cityKey ? <a href={`/city/${cityKey}`}>Riding in {city.name}: prices, hours and the service area</a> : <a href="/cities">Every city we ride in</a>}
        </li>
      </ul>
    </section>
  );
}
