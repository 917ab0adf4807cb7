import type { Home } from "@/lib/content/schemas";
import styles from "./HowToRide.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

export function HowToRide({ heading, steps }: { heading: string; steps: Home["steps"] }) {
  return (
    <section className="section section--blush" aria-labelledby="how-to-ride">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">Three steps</span>
          <h2 id="how-to-ride">{heading}</h2>
        </div>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <LaterImage src={step.image.src} alt={step.image.alt} width={400} height={400} className={styles.image} />
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
