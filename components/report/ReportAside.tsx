import type { Market } from "@/lib/content/schemas";
import styles from "./Report.module.css";

/** Beside the report form: the market's phone for someone who would rather talk, and /contact for anything else. */
export function ReportAside({ contact }: { contact: Market["contact"] }) {
  return (
    <aside className={styles.aside} aria-labelledby="report-aside-heading">
      <h2 id="report-aside-heading" className={styles.asideHeading}>
        Rather talk to us?
      </h2>
      <p>
        Call <a href={contact.phoneHref}>{contact.phoneLabel}</a> and tell us where the scooter or bike is and its
        number.
      </p>
      <h2 className={styles.asideHeading}>Something else?</h2>
      <p>
        Questions about a ride, your account or anything else go through our <a href="/contact">contact form</a>.
      </p>
    </aside>
  );
}
