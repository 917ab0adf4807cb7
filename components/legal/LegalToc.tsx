import type { LegalSection } from "@/lib/legal";
import { contentsEntriesHtml } from "@/lib/legal-contents";
import { CurrentSection } from "./CurrentSection";
import styles from "./Legal.module.css";

const NAV_ID = "legal-contents";

function Entries({ html }: { html: string }) {
  return <ol className={styles.tocList} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The contents, in one of two forms (the other is display: none, so neither a reader nor a screen reader meets the
 * entries twice): on a phone or tablet a native <details> that stays folded until asked, so the text begins on the
 * first screen and the control works before any script; on a desktop the whole list beside the text, sticky where
 * every entry fits in view, with the section being read marked (CurrentSection).
 */
export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  const entries = contentsEntriesHtml(sections);
  return (
    <nav id={NAV_ID} aria-label="Contents" className={styles.toc}>
      <details className={styles.tocFolded}>
        <summary className={styles.tocSummary}>
          <span className={styles.tocHeading}>Contents</span>
          <span className={styles.tocCount}>{sections.length} sections</span>
        </summary>
        <Entries html={entries} />
      </details>
      <div className={styles.tocOpen}>
        <h2 className={styles.tocHeading}>Contents</h2>
        <Entries html={entries} />
      </div>
      <CurrentSection navId={NAV_ID} />
    </nav>
  );
}
