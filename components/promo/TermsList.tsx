import styles from "./TermsList.module.css";

/** The numbered conditions under an offer or quiz, in a card beside (or below) the story. */
export function TermsList({ terms, id = "terms", note }: { terms: readonly string[]; id?: string; /** Said under the heading. */ note?: string }) {
  return (
    <aside className={styles.terms} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Terms &amp; conditions
      </h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      <ol className={styles.list}>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
    </aside>
  );
}
