import styles from "./OpenData.module.css";

type Feed = { name: string; url: string };

/**
 * What the GBFS feeds are, their licence and every system's gbfs.json, for the developers and councils who use them.
 * `licences`: the SPDX ids or URLs the feeds state; none stated means the GBFS default, CC0 1.0.
 */
export function OpenData({ heading, text, feeds, licences }: { heading: string; text: string; feeds: Feed[]; licences: string[] }) {
  return (
    <section className="section" aria-labelledby="open-data-heading">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">For developers and councils</span>
          <h2 id="open-data-heading">{heading}</h2>
          <p>{text}</p>
        </div>
        <p className={styles.licence}>
          {licences.length === 0 ? (
            <>
              Licence: the feeds state none of their own, so the GBFS default applies, the{" "}
              <a href="https://creativecommons.org/publicdomain/zero/1.0/">Creative Commons CC0 1.0 public domain dedication</a>.
            </>
          ) : (
            <>Licence, as the feeds state it: {licences.join(", ")}.</>
          )}
        </p>
        <ul className={styles.feeds}>
          {feeds.map((feed) => (
            <li key={feed.url}>
              <span className={styles.name}>{feed.name}</span>
              <a href={feed.url} className={styles.url} type="application/json">
                {feed.url}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
