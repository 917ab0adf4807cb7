import styles from "./Form.module.css";

/** A spinner with a line of text, for pages that fetch before they can show anything. */
export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.loading}>
      <div className="spinner" aria-hidden="true" />
      <p className={styles.loadingText}>{label}</p>
    </div>
  );
}
