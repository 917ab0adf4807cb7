import type { Wlg } from "@/lib/content/wlg";
import styles from "./PromoBox.module.css";

export function PromoBox({ promo }: Pick<Wlg, "promo">) {
  return (
    <section className="section" aria-labelledby="promo-heading">
      <div className="container">
        <div className={styles.box}>
          <div>
            <span className={styles.eyebrow}>Airport offer</span>
            <h2 id="promo-heading">{promo.title}</h2>
            <p className={styles.text}>{promo.text}</p>
            <p className={styles.code}>
              <span className={styles.codeLabel}>Promo code</span>
              <strong>{promo.code}</strong>
            </p>
          </div>
          <div className={styles.terms}>
            <h3 className={styles.termsHeading}>Terms</h3>
            <ul>
              {promo.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
