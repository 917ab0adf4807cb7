import type { Winner } from "@/lib/content/prize-draw";
import styles from "./PrizeDraw.module.css";

/**
 * The winners clause 10.2 has the operator publish (first name and city), once they are in content. Until then
 * there is no section at all: the page promises nothing it does not show.
 */
export function Results({ winners }: { winners: readonly Winner[] }) {
  if (winners.length === 0) return null;
  return (
    <section className="section" aria-labelledby="results-heading">
      <div className="container">
        <div className="section-head">
          <h2 id="results-heading">Winners</h2>
        </div>
        <ul className={styles.highlights}>
          {winners.map((winner) => (
            <li key={`${winner.prize} ${winner.firstName} ${winner.city}`} className={styles.highlight}>
              <span>
                <strong className={styles.prize}>{winner.prize}</strong>
                {winner.firstName}, {winner.city}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
