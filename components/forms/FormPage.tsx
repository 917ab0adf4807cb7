import type { ComponentProps, ReactNode } from "react";
import { FormHero } from "./FormHero";
import styles from "./FormPage.module.css";

type Props = {
  hero: ComponentProps<typeof FormHero>;
  /** The form card's heading and the line under it. */
  heading: string;
  note: ReactNode;
  /** What sits beside the form on wide screens and below it on phones. */
  aside: ReactNode;
  /**
   * A line from the aside that cannot wait for the end of the form: on narrow screens, where the aside comes
   * after the form, it shows above the form card (on wide screens the aside beside the form already shows it).
   */
  urgent?: ReactNode;
  children: ReactNode;
};

/** A form page: the hero, then the form in a card with its companion panel, so every form page reads the same. */
export function FormPage({ hero, heading, note, aside, urgent, children }: Props) {
  return (
    <>
      <FormHero {...hero} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          {urgent ? <div className={styles.urgent}>{urgent}</div> : null}
          <div className={styles.card}>
            <h2 className={styles.heading}>{heading}</h2>
            <p className="muted">{note}</p>
            {children}
          </div>
          {aside}
        </div>
      </section>
    </>
  );
}
