import type { FareResult } from "@/lib/pricing/finder";
import styles from "./FareFinder.module.css";

/** Every option, cheapest month first, each with its sums in words; then what the sums assume. */
export function FareResults({ result }: { result: FareResult }) {
  return (
    <div className={styles.results}>
      <ol className={styles.options} aria-label="Every option, cheapest first">
        {result.options.map((option, index) => (
          <li key={option.id} className={index === 0 ? `${styles.option} ${styles.best}` : styles.option}>
            <p className={styles.optionName}>
              {option.name}
              {index === 0 ? <span className={styles.badge}>Cheapest</span> : null}
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
          </li>
        ))}
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
