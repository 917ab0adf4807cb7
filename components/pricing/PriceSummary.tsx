import { formatCents } from "@/lib/pricing/money";
import styles from "./PriceSummary.module.css";

type Rate = { key: string; name: string; perMinuteCents: number };
type Props = {
  unlockCents: number;
  rates: readonly Rate[];
  /** "Prices from 1 July 2025.", where the content dates the prices; null says no date. */
  since: string | null;
  /** Changes announced and not yet in force: "From 1 March 2027", each figure a line. */
  announced: readonly { from: string; lines: readonly string[] }[];
  /** The currency, right under the first price: on the Australian host, that these are New Zealand dollars. */
  currency: string;
};

/**
 * What a ride costs, on /pricing's first screen: the unlock fee and the per-minute range, each city's rate linking
 * down to its card, since when these prices apply, and any change announced.
 */
export function PriceSummary({ unlockCents, rates, since, announced, currency }: Props) {
  const cents = rates.map((rate) => rate.perMinuteCents);
  const [low, high] = [Math.min(...cents), Math.max(...cents)];
  return (
    <div className={styles.summary}>
      <p className={styles.fare}>
        <span className={styles.big}>{formatCents(unlockCents)}</span> to unlock, then{" "}
        <span className={styles.big}>{low === high ? formatCents(low) : `${formatCents(low)} to ${formatCents(high)}`}</span> a minute
      </p>
      <p className={styles.currency}>{currency}</p>
      <ul className={styles.rates} aria-label="Per-minute rate in each city">
        {rates.map((rate) => (
          <li key={rate.key}>
            <a href={`#${rate.key}`}>
              {rate.name} <strong>{formatCents(rate.perMinuteCents)}</strong>
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.since}>
        {since && <>{since} </>}
        <a href="#price-changes">Price changes</a>
      </p>
      {announced.map((change) => (
        <p key={change.from} className={styles.announced}>
          <strong>{change.from}:</strong> {change.lines.join("; ")}.
        </p>
      ))}
    </div>
  );
}
