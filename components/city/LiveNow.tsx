import { LiveGuard } from "@/components/live/LiveGuard";
import { liveUntil } from "@/lib/gbfs/live-guard.cjs";
import { alertsInForce, type Snapshot } from "@/lib/gbfs/snapshot";
import { clockTime, readyWords } from "@/lib/gbfs/words";
import styles from "./LiveNow.module.css";

/** Only web links: a feed's `url` is any URI by the schema, and javascript: is one. */
const webLink = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

/**
 * The city's system as its open data tells it when the page was rendered: service alerts in force, and how many
 * scooters (and e-bikes, where the system has them) are ready, with the data's time. Rendered on the server into the
 * cached page, so it takes its room in the first paint and never moves what follows. A copy served once the figures
 * are out of date leaves them out before they are painted (LiveGuard).
 */
/** `now`: for tests; a render uses the time it renders at. */
export function LiveNow({ snapshot, now }: { snapshot: Snapshot; now?: number }) {
  const alerts = alertsInForce(snapshot.alerts, now);
  const words = readyWords(snapshot);
  const [scooters, scooterLabel] = splitCount(words.scooters);
  const ebikes = words.ebikes ? splitCount(words.ebikes) : null;
  return (
    <>
      <LiveGuard until={liveUntil(snapshot.dataTime)} />
      <div className={styles.live} data-live="">
        {alerts.length > 0 && (
          <ul className={styles.alerts} aria-label="Service alerts">
            {alerts.map((alert) => (
              <li key={alert.id} className={styles.alert}>
                <strong className={styles.summary}>{alert.summary}</strong>
                {alert.description && <span className={styles.description}>{alert.description}</span>}
                {webLink(alert.url) && (
                  <a href={webLink(alert.url)} className={styles.more}>
                    More about this alert
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        <section className={styles.ready} aria-labelledby="ready-heading" data-testid="ready-now">
          <h2 id="ready-heading" className={styles.heading}>
            Ready to ride now
          </h2>
          <p className={styles.counts}>
            <span className={styles.count}>
              <strong>{scooters}</strong> {scooterLabel}
            </span>
            {ebikes && (
              <span className={styles.count}>
                <strong>{ebikes[0]}</strong> {ebikes[1]}
              </span>
            )}
          </p>
          <p className={styles.time}>
            Updated <time dateTime={new Date(snapshot.dataTime).toISOString()}>{clockTime(snapshot.dataTime, snapshot.timezone)}</time>
          </p>
        </section>
      </div>
    </>
  );
}

/** "38 scooters" → ["38", "scooters"], so the number can be set large. */
function splitCount(words: string): [string, string] {
  const space = words.indexOf(" ");
  return [words.slice(0, space), words.slice(space + 1)];
}
