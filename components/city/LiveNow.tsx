import { LiveAge } from "@/components/live/LiveAge";
import { LiveGuard } from "@/components/live/LiveGuard";
import { liveUntil } from "@/lib/gbfs/live-guard.cjs";
import { alertsInForce, type Snapshot } from "@/lib/gbfs/snapshot";
import { readyWords } from "@/lib/gbfs/words";
import { zonedClock } from "@/lib/live-time";
import styles from "./LiveNow.module.css";

/** Only web links: a feed's `url` is any URI by the schema, and javascript: is one. */
const webLink = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

/** Where the figures come from (lib/gbfs/source.ts): the operator's live feed, or the fixture's samples; `id` marks the block. */
type Source = { kind: "operator" | "sample"; id: string };

/**
 * The city's system as its open data tells it when the page was rendered: service alerts in force, and how many
 * scooters (and e-bikes, where the system has them) are ready in the service area, with where the figures come
 * from and how old they are. Rendered on the server into the cached page, so it takes its room in the first paint
 * and never moves what follows; a copy served once the figures are out of date leaves them out before they are
 * painted (LiveGuard). Sample figures say so, and carry no time: the fixture is stamped with the moment it is
 * read, which is no time of a fleet's.
 */
/** `now`: for tests; a render uses the time it renders at. */
export function LiveNow({ snapshot, source, cityName, now }: { snapshot: Snapshot; source: Source; cityName: string; now?: number }) {
  const sample = source.kind === "sample";
  const alerts = alertsInForce(snapshot.alerts, now);
  const words = readyWords(snapshot);
  const [scooters, scooterLabel] = splitCount(words.scooters);
  const ebikes = words.ebikes ? splitCount(words.ebikes) : null;
  const zoned = zonedClock(snapshot.dataTime, snapshot.timezone);
  return (
    <>
      <LiveGuard until={liveUntil(snapshot.dataTime)} />
      <div className={styles.live} data-live="" data-gbfs-source={source.id}>
        {alerts.length > 0 && (
          <ul className={styles.alerts} aria-label={sample ? "Sample service alerts" : "Service alerts"}>
            {alerts.map((alert) => (
              <li key={alert.id} className={styles.alert}>
                <strong className={styles.summary}>
                  {sample && <span className={styles.sampleTag}>Sample, not a real alert: </span>}
                  {alert.summary}
                </strong>
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
        <section className={sample ? `${styles.ready} ${styles.sample}` : styles.ready} aria-labelledby="ready-heading" data-testid="ready-now">
          <h2 id="ready-heading" className={styles.heading}>
            {sample ? "Sample figures, not the fleet" : "Ready to ride now"}
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
          {sample ? (
            <p className={styles.source}>
              Test data this copy of the site ships with, not Flamingo&apos;s vehicles in {cityName}: it is not reading the live feed.
            </p>
          ) : (
            <>
              <p className={styles.source}>
                Vehicles ready to hire in the {cityName} service area, from Flamingo&apos;s live feed.
              </p>
              <p className={styles.time}>
                Updated <LiveAge dataTime={snapshot.dataTime} zoned={zoned} />
              </p>
            </>
          )}
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
