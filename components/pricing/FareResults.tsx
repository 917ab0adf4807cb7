import type { FareOption, FareResult } from "@/lib/pricing/finder";
import styles from "./FareFinder.module.css";

/** "Cheapest", "Cheapest for a month": an option alone that costs as little as the cheapest way to pay. */
function badge({ cheapest, week }: FareOption): string | null {
  if (cheapest.month && (cheapest.week || week === null)) return "Cheapest";
  if (cheapest.month) return "Cheapest for a month";
  return cheapest.week ? "Cheapest for a week" : null;
}

/**
 * The cheapest way to pay first, for a week and a month, with its sums; how the rides were laid out; then each
 * option on its own, cheapest month first, equal totals marked alike; then what the sums assume.
 */
export function FareResults({ result }: { result: FareResult }) {
  const { week, month } = result.best;
  return (
    <div className={styles.results}>
      <section className={`${styles.option} ${styles.best}`} aria-labelledby="fare-best">
        <h3 id="fare-best" className={styles.optionName}>
          The cheapest way to pay
        </h3>
        <dl className={styles.costs}>
          {week ? (
            <div>
              <dt>A week</dt>
              <dd>{week.words}</dd>
            </div>
          ) : null}
          <div>
            <dt>A month</dt>
            <dd>{month.words}</dd>
          </div>
        </dl>
        <ul className={styles.layout} aria-label="How we laid out your rides">
          {result.layout.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
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
                {option.week ? (
                  <div>
                    <dt>A week</dt>
                    <dd>{option.week.words}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>A month</dt>
                  <dd>{option.month.words}</dd>
                </div>
              </dl>
              {option.note ? <p className={styles.note}>{option.note}</p> : null}
            </li>
          );
        })}
      </ol>
      <div className={styles.assumptions}>
        <h3>How we worked it out</h3>
        <ul>
          {result.assumptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
