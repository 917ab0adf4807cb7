type Change = { from: string; lines: readonly string[] };
type Props = {
  words: { heading: string; intro: string; announcedHeading: string; pastHeading: string; noPast: string };
  /** "Prices from 1 July 2025.", where the content dates the prices; null says no date. */
  since: string | null;
  announced: readonly Change[];
  past: readonly Change[];
};

const ChangeList = ({ changes, label }: { changes: readonly Change[]; label: string }) => (
  <ul aria-label={label}>
    {changes.map((change) => (
      <li key={change.from}>
        <strong>{change.from}:</strong> {change.lines.join("; ")}.
      </li>
    ))}
  </ul>
);

/** /pricing's dates: since when today's prices apply, any change announced, and the changes before it. */
export function PriceChanges({ words, since, announced, past }: Props) {
  return (
    <section className="section" aria-labelledby="price-changes">
      <div className="container">
        <div className="section-head">
          <h2 id="price-changes">{words.heading}</h2>
          <p>{words.intro}</p>
        </div>
        {since && (
          <p>
            <strong>{since}</strong>
          </p>
        )}
        {announced.length ? (
          <>
            <h3>{words.announcedHeading}</h3>
            <ChangeList changes={announced} label={words.announcedHeading} />
          </>
        ) : null}
        <h3>{words.pastHeading}</h3>
        {past.length ? <ChangeList changes={past} label={words.pastHeading} /> : <p>{words.noPast}</p>}
      </div>
    </section>
  );
}
