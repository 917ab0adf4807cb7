import { MarkdownHtml } from "@/components/markdown/MarkdownHtml";
import type { Section } from "@/lib/content/sections";
import styles from "./PrizeDraw.module.css";

/** Long terms with a table of contents: each section has an anchor the contents list links to. */
export function TermsSections({ sections }: { sections: readonly Section[] }) {
  return (
    <div className={styles.terms}>
      <nav className={styles.toc} aria-labelledby="terms-contents">
        <h3 id="terms-contents" className={styles.tocHeading}>
          Contents
        </h3>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={`prose ${styles.clauses}`}>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h3 id={section.id} className={styles.clauseHeading}>
              {section.title}
            </h3>
            <MarkdownHtml sitePaths headingShift={3} className="">
              {section.body}
            </MarkdownHtml>
          </section>
        ))}
      </div>
    </div>
  );
}
