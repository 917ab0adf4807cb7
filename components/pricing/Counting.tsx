import styles from "./FareFinder.module.css";

/** The rules every total on /pricing follows, stated once (lib/pricing/counting.ts); the finder links here. */
export function Counting({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <div className={styles.counting}>
      <h3 id="counting">{heading}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
