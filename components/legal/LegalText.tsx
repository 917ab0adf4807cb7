import { PageHero } from "@/components/layout/PageHero";
import { Markdown } from "@/components/markdown/Markdown";
import { MarkdownHtml } from "@/components/markdown/MarkdownHtml";
import type { LegalDocument } from "@/lib/legal";
import styles from "./Legal.module.css";
import { LegalToc } from "./LegalToc";

type Props = { heading: string; intro: string; document: LegalDocument };

/** A legal page: hero with the date it was last updated, a table of contents, then each section by anchor. */
export function LegalText({ heading, intro, document }: Props) {
  return (
    <>
      <PageHero eyebrow="Legal" title={heading} lead={intro} className={styles.hero}>
        <p className={styles.updated}>
          Last updated <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.text}</time>
        </p>
      </PageHero>
      <div className={`container ${styles.layout}`}>
        <LegalToc sections={document.sections} />
        <div className={styles.body}>
          {document.intro ? <Markdown sitePaths className={`prose ${styles.intro}`}>{document.intro}</Markdown> : null}
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              <MarkdownHtml sitePaths headingShift={1}>
                {section.body}
              </MarkdownHtml>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
