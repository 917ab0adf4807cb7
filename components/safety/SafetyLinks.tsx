import { site } from "@/lib/content";
import { getSafetyPage } from "@/lib/content/pages";
import styles from "./SafetyLinks.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

/** 'Free Helmets' (the external shop) and 'City Safety' (the cities list), shared by safety and how-to pages. */
export function SafetyLinks() {
  const { helmets, citySafety } = getSafetyPage();
  return (
    <div className="section">
      <div className="container grid grid--2">
        <article className={`${styles.box} ${styles.ink}`}>
          <LaterImage src="/assets/images/helmet-shop.svg" alt="" width={1200} height={800} className={styles.image} />
          <div className={styles.body}>
            <h2 className={styles.title}>{helmets.title}</h2>
            <p>{helmets.text}</p>
            <a href={site.helmetShopUrl} className="button button--brand" target="_blank" rel="noopener noreferrer">
              Free Helmets
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </article>
        <article className={`${styles.box} ${styles.blush}`}>
          <LaterImage src="/assets/images/download-phone.svg" alt="" width={1200} height={800} className={styles.image} />
          <div className={styles.body}>
            <h2 className={styles.title}>{citySafety.title}</h2>
            <p>{citySafety.text}</p>
            <a href="/cities" className="button button--primary">
              City Safety
            </a>
          </div>
        </article>
      </div>
    </div>
  );
}
