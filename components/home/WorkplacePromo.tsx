import styles from "./WorkplacePromo.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

export function WorkplacePromo({ title, text, cta }: { title: string; text: string; cta: string }) {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="workplace-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          <span className="eyebrow">For workplaces</span>
          <h2 id="workplace-heading">{title}</h2>
          <p className={styles.text}>{text}</p>
          <a href="/workplace-session" className="button button--brand">
            {cta}
            <span className="visually-hidden"> about free workplace training sessions</span>
          </a>
        </div>
        <LaterImage src="/assets/images/workplace.svg" alt="" width={1200} height={800} className={styles.image} />
      </div>
    </section>
  );
}
