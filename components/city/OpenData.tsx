import { Fragment } from "react";
import styles from "./OpenData.module.css";

type Feed = { name: string; url: string };

/** "https://a.b/gbfs/3/x/gbfs.json" → ["https://", "a.b/", "gbfs/", "3/", "x/", "gbfs.json"]: the places a line may break. */
export function urlPieces(url: string): string[] {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(url)?.[0] ?? "";
  const rest = url.slice(scheme.length);
  const pieces = rest.match(/[^/]*\/|[^/]+$/g) ?? [];
  return scheme ? [scheme, ...pieces] : pieces;
}

/**
 * What the GBFS feeds are, their licence and every system's gbfs.json as the operator publishes it, for the
 * developers and councils who use them: never the site's sample feeds, which stand in only for a copy of the site
 * not reading the operator's. An address wraps only after a slash (each piece kept whole), so no name is cut in two
 * on a phone. `licences`: the SPDX ids or URLs the operator's feeds state, read live; null when this copy does not
 * read them (sample figures), so it states none.
 */
export function OpenData({ heading, text, sampleNote, feeds, licences }: { heading: string; text: string; sampleNote?: string; feeds: Feed[]; licences: string[] | null }) {
  return (
    <section className="section" aria-labelledby="open-data-heading">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">For developers and councils</span>
          <h2 id="open-data-heading">{heading}</h2>
          <p>{text}</p>
        </div>
        {sampleNote && <p className={styles.sample}>{sampleNote}</p>}
        <p className={styles.licence}>
          {licences === null ? (
            <>
              Each feed states its licence in its system_information file. Where a feed states none, the GBFS default applies, the{" "}
              <a href="https://creativecommons.org/publicdomain/zero/1.0/">Creative Commons CC0 1.0 public domain dedication</a>.
            </>
          ) : licences.length === 0 ? (
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
              <a href={feed.url} className={styles.url} type="application/json" aria-label={feed.url}>
                {urlPieces(feed.url).map((piece, index) => (
                  // A break is allowed only between pieces (the <wbr>, outside the unbreakable piece).
                  <Fragment key={index}>
                    {index > 0 && <wbr />}
                    <span className={styles.piece}>{piece}</span>
                  </Fragment>
                ))}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
