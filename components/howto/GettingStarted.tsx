import type { Vehicle } from "@/lib/content/schemas";
import styles from "./GettingStarted.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

/** The vehicle's three getting-started steps, each with its picture. */
export function GettingStarted({ steps }: { steps: Vehicle["started"] }) {
  return (
    <section className="section" aria-labelledby="started-heading">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">Three steps</span>
          <h2 id="started-heading">Getting Started</h2>
        </div>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <LaterImage src={step.image.src} alt={step.image.alt} width={400} height={400} className={styles.image} />
              <div className={styles.body}>
                <span className={styles.number}>Step {index + 1}</span>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
