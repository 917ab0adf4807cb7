import type { Winner } from "@/lib/content/prize-draw";
import styles from "./PrizeDraw.module.css";

/** The winners clause 10.2 promises to publish, from content; until the operator adds them, that they've been told. */
export function Results({ winners }: { winners: readonly Winner[] }) {
  return (
    <section className="section" aria-labelledby="results-heading">
      <div className="container">
        <div className="section-head">
          <h2 id="results-heading">Results</h2>
        </div>
        {winners.length === 0 ? (
          <p className={styles.intro}>
            Every draw has been made and the winners have been notified. As clause 10.2 of the terms sets out, each
            winner&apos;s first name and town will be listed here.
          </p>
        ) : (
          <ul className={styles.highlights}>
            {winners.map((winner) => (
              <li key={`${winner.prize} ${winner.firstName} ${winner.town}`} className={styles.highlight}>
                <span>
                  <strong className={styles.prize}>{winner.prize}</strong>
                  {winner.firstName}, {winner.town}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
