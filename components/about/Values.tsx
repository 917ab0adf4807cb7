import type { About } from "@/lib/content/about";
import styles from "./About.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

export function Values({ heading, values }: { heading: string; values: About["values"] }) {
  return (
    <section className="section" aria-labelledby="our-values">
      <div className="container">
        <div className="section-head">
          <h2 id="our-values">{heading}</h2>
        </div>
        <ul className={`grid grid--3 ${styles.values}`}>
          {values.map((value) => (
            <li key={value.title} className={`card ${styles.value}`}>
              <LaterImage src={value.image} alt="" width={400} height={400} className={styles.valueArt} />
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
