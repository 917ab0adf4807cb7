import type { About } from "@/lib/content/about";
import styles from "./About.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

export function ZeroCarbon({ eyebrow, heading, text, image }: About["zeroCarbon"]) {
  return (
    <section className="section section--blush" aria-labelledby="zero-carbon">
      <div className={`container ${styles.split}`}>
        <LaterImage src={image.src} alt={image.alt} width={1200} height={800} className={styles.art} />
        <div>
          <span className="eyebrow">{eyebrow}</span>
          <h2 id="zero-carbon">{heading}</h2>
          <p className={styles.bodyLarge}>{text}</p>
        </div>
      </div>
    </section>
  );
}
