import type { LegalSection } from "@/lib/legal";
import styles from "./Legal.module.css";

export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav aria-labelledby="contents" className={styles.toc}>
      <h2 id="contents" className={styles.tocHeading}>
        Contents
      </h2>
      <ol className={styles.tocList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
