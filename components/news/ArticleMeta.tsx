import { longDate } from "@/lib/dates";
import styles from "./News.module.css";

/** An article's type and publication day, e.g. "Launch · 19 February 2024". */
export function ArticleMeta({ type, date }: { type: string; date: string }) {
  return (
    <p className={styles.meta}>
      <span className={styles.type}>{type}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={date}>{longDate(date)}</time>
    </p>
  );
}
