import type { ReactNode } from "react";
import styles from "./ReportPage.module.css";

type Props = { title: string; lead: string; aside: ReactNode; children: ReactNode };

/**
 * /report's frame: a heading and one line, then the form at once, so a phone's first screen holds the report's
 * first step; the phone number and /contact sit beside the form on wide screens and after it on phones.
 */
export function ReportPage({ title, lead, aside, children }: Props) {
  return (
    <section className={styles.page}>
      <div className={`container ${styles.layout}`}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </header>
        <div className={styles.card}>{children}</div>
        {aside}
      </div>
    </section>
  );
}
