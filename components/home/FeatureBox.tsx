import styles from "./FeatureBox.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

type Props = { title: string; text: string; cta: string; href: string; image: string; tone?: "blush" | "ink"; external?: boolean };

/** A promotional box with artwork, used for discounts, gift cards and the workplace offer. */
export function FeatureBox({ title, text, cta, href, image, tone = "blush", external = false }: Props) {
  const headingId = `feature-${href.replace(/[^a-z0-9]+/gi, "-")}`;
  return (
    <article className={`${styles.box} ${styles[tone]}`} aria-labelledby={headingId}>
      <LaterImage src={image} alt="" width={1200} height={800} className={styles.image} />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p>{text}</p>
        {external ? (
          <a href={href} className={`button ${tone === "ink" ? "button--brand" : "button--primary"}`} target="_blank" rel="noopener noreferrer">
            {cta}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <a href={href} className={`button ${tone === "ink" ? "button--brand" : "button--primary"}`}>
            {cta}
          </a>
        )}
      </div>
    </article>
  );
}
