import styles from "./Form.module.css";

/** Off until the page's script has run and while a submission is in flight, when it says so. */
export function SubmitButton({ label, loading, ready }: { label: string; loading: boolean; ready: boolean }) {
  return (
    <button type="submit" className={`button button--primary ${styles.submit}`} disabled={loading || !ready}>
      {loading ? "Loading..." : label}
    </button>
  );
}
