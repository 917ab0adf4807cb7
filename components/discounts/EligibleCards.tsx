import { MaoriText } from "@/components/text/MaoriText";
import styles from "./EligibleCards.module.css";

export function EligibleCards({ heading, intro, labels }: { heading: string; intro: string; labels: readonly string[] }) {
  return (
    <section className="section section--blush" aria-labelledby="eligible-cards">
      <div className="container">
        <div className="section-head">
          <h2 id="eligible-cards">{heading}</h2>
          <p>{intro}</p>
        </div>
        <ul className={styles.list}>
          {labels.map((label) => (
            <li key={label} className={styles.item}>
              {/* One flex item: the Māori word and the rest of the name must not be spaced apart by the gap. */}
              <span>
                <MaoriText>{label}</MaoriText>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
