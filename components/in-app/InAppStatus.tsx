import { IN_APP_FAILURE } from "@/lib/facade/messages";
import type { InAppState } from "./useInAppData";
import styles from "./InApp.module.css";

/**
 * Says each state of an in-app page as it comes. One region, in the page from the first paint to the last, so a
 * screen reader that heard "Loading" also hears how it ended: a region that leaves with its state (as the spinner
 * does) takes its news with it, and one that arrives with the failure is not being listened to yet.
 */
export function InAppAnnouncer({ status, ready }: { status: InAppState<unknown>["status"]; ready: string }) {
  const text = status === "loading" ? "Loading" : status === "failed" ? `${IN_APP_FAILURE.heading}. ${IN_APP_FAILURE.text}` : ready;
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  );
}

/** The spinner, centred on the screen; the announcer says "Loading". */
export function InAppLoader() {
  return (
    <div className={styles.center}>
      <div className="spinner" aria-hidden="true" />
    </div>
  );
}

export function InAppFailure() {
  return (
    <div className={`${styles.center} ${styles.failure}`}>
      <h1>{IN_APP_FAILURE.heading}</h1>
      <p>{IN_APP_FAILURE.text}</p>
    </div>
  );
}
