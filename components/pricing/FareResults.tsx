import type { Cost } from "@/lib/pricing/costs";
import type { FareOption, FareResult } from "@/lib/pricing/finder";
import { formatMoney } from "@/lib/pricing/money";
import styles from "./FareFinder.module.css";

/** "Cheapest", "Cheapest for a month": an option alone that costs as little as the cheapest way to pay. */
function badge({ cheapest, week }: FareOption): string | null {
  if (cheapest.month && (cheapest.week || week === null)) return "Cheapest";
  if (cheapest.month) return "Cheapest for a month";
  return cheapest.week ? "Cheapest for a week" : null;
}

/** One period's total, large, with its sum in small type under it. */
function Period({ term, cost }: { term: string; cost: Cost }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <span className={styles.amount}>{formatMoney(cost.cents)}</span>
        <span className={styles.sum}>{cost.words}</span>
      </dd>
    </div>
  );
}

/**
 * The cheapest way to pay first: its totals for a week and a month as the answer's largest figures, then each sum a
 * line at a time; each option on its own, cheapest month first, equal totals marked alike; then, in plain words,
 * how the rides were laid out, with a link to the rules every total follows (listed once, under the finder).
 */
export function FareResults({ result }: { result: FareResult }) {
  const { week, month } = result.best;
  const periods = week ? [{ term: "A week", best: week }, { term: "A month", best: month }] : [{ term: "A month", best: month }];
  return (
    <div className={styles.results}>
      <section className={`${styles.option} ${styles.best}`} aria-labelledby="fare-best">
        <h3 id="fare-best" className={styles.optionName}>
          The cheapest way to pay
        </h3>
        <dl className={styles.totals}>
          {periods.map(({ term, best }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{formatMoney(best.cents)}</dd>
            </div>
          ))}
        </dl>
        {periods.map(({ term, best }) => (
          <div key={term} className={styles.breakdown}>
            <h4>{term === "A week" ? "The week's sum" : "The month's sum"}</h4>
            <ul>
              {best.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <h3 className={styles.alone}>Each option on its own</h3>
      <ol className={styles.options} aria-label="Every option, cheapest first">
        {result.options.map((option) => {
          const mark = badge(option);
          return (
            <li key={option.id} className={styles.option}>
              <p className={styles.optionName}>
                {option.name}
                {mark ? <span className={styles.badge}>{mark}</span> : null}
              </p>
              <dl className={styles.costs}>
                {option.week ? <Period term="A week" cost={option.week} /> : null}
                <Period term="A month" cost={option.month} />
              </dl>
              {option.note ? <p className={styles.note}>{option.note}</p> : null}
            </li>
          );
        })}
      </ol>
      <div className={styles.workings}>
        <h3>How it was worked out</h3>
        <ul aria-label="How your rides were laid out">
          {result.workings.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <a href="#counting">How every total is counted</a>
        </p>
      </div>
    </div>
  );
}
