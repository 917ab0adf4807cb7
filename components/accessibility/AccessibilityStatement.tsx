import { PageHero } from "@/components/layout/PageHero";
import type { SupportedBrowser } from "@/lib/accessibility/browsers";
import type { AccessibilityPage } from "@/lib/content/accessibility";
import type { Market } from "@/lib/content/schemas";
import { longDate } from "@/lib/dates";
import styles from "./AccessibilityStatement.module.css";

type Props = { page: AccessibilityPage; browsers: readonly SupportedBrowser[]; market: Market };

/**
 * The statement, in the order a visitor asks: what works, what does not yet (and what to use instead), how to get
 * help; then W3C's minimum (the standard and where the site stands, with the tests in a line) and the browsers.
 */
export function AccessibilityStatement({ page, browsers, market }: Props) {
  const { contact } = market;
  const host = new URL(market.siteUrl).host;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.intro}>
        <p className={styles.meta}>
          <span>For {host}</span>
          <span>
            Last reviewed <time dateTime={page.reviewed}>{longDate(page.reviewed)}</time>
          </span>
        </p>
      </PageHero>
      <div className={`container ${styles.body}`}>
        <section aria-labelledby="works">
          <h2 id="works">{page.works.heading}</h2>
          <ul className={styles.works}>
            {page.works.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="limitations">
          <h2 id="limitations">{page.limitations.heading}</h2>
          <p>{page.limitations.intro}</p>
          <ul className={styles.limitations}>
            {page.limitations.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.problem}</p>
                <p>
                  <strong>Instead: </strong>
                  {item.alternative}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="feedback" className={styles.feedback}>
          <h2 id="feedback">{page.feedback.heading}</h2>
          <p>{page.feedback.intro}</p>
          <p>
            {page.feedback.phone} <a href={contact.phoneHref}>{contact.phoneLabel}</a>
            {contact.phone !== contact.phoneLabel ? ` (${contact.phone})` : null}, or email <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </p>
          <p>
            {page.feedback.form} <a href="/contact">contact form</a>.
          </p>
          <p>{page.feedback.reply}</p>
        </section>

        <section aria-labelledby="standard">
          <h2 id="standard">{page.standard.heading}</h2>
          <p>{page.standard.text}</p>
          <p className={styles.verdict}>{page.status.verdict}</p>
          <p>{page.status.text}</p>
          <h3 className={styles.subheading}>{page.checks.heading}</h3>
          <p>{page.checks.text}</p>
        </section>

        <section aria-labelledby="browsers">
          <h2 id="browsers">{page.browsers.heading}</h2>
          <p>{page.browsers.intro}</p>
          <ul className={styles.browsers}>
            {browsers.map((browser) => (
              <li key={browser.id}>
                {browser.name} {browser.version}
              </li>
            ))}
          </ul>
          <p>{page.browsers.esr}</p>
          <p>{page.browsers.outside}</p>
        </section>
      </div>
    </>
  );
}
