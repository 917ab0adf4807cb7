import { IN_APP_FAILURE } from "@/lib/facade/messages";
import styles from "./InApp.module.css";

export function InAppLoader() {
  return (
    <div className={styles.center}>
      <div className="spinner" role="status">
        <span className="visually-hidden">Loading</span>
      </div>
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
