import { StoreBadges } from "@/components/download/StoreBadges";
import { site } from "@/lib/content/markets";
import styles from "./DownloadPrompt.module.css";

/** The call to get the app, under offers that are claimed in it. */
export function DownloadPrompt() {
  return (
    <section className={styles.prompt} aria-labelledby="download-prompt-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="download-prompt-heading" className={styles.heading}>
            Claim it in the {site.product} app
          </h2>
          <p className={styles.text}>
            Sign up, add your code on the Payment screen and find a ride nearby. The app is free on iPhone and Android.
          </p>
        </div>
        <StoreBadges />
      </div>
    </section>
  );
}
