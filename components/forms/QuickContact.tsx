import type { Market } from "@/lib/content/schemas";
import styles from "./QuickContact.module.css";

/** The market's phone and mailboxes as links: the fastest way to a person, next to the form. */
export function QuickContact({ contact }: { contact: Market["contact"] }) {
  return (
    <aside className={styles.panel} aria-labelledby="quick-contact-heading">
      <h2 id="quick-contact-heading" className={styles.heading}>
        Quick contact
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={contact.phoneHref} className={styles.big}>
              {contact.phoneLabel}
            </a>
            {contact.phone !== contact.phoneLabel ? <span className={styles.sub}>{contact.phone}</span> : null}
          </dd>
        </div>
        <div>
          <dt>General enquiries</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        <div>
          <dt>Media</dt>
          <dd>
            <a href={`mailto:${contact.mediaEmail}`}>{contact.mediaEmail}</a>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>Stuck mid-ride? Phone us: it&apos;s the quickest way to get help while you&apos;re on the street.</p>
    </aside>
  );
}
