import { StoreBadges } from "@/components/download/StoreBadges";
import { site } from "@/lib/content/markets";
import type { MarketKey } from "@/lib/market";
import styles from "./DownloadPrompt.module.css";

/** The call to get the app, under offers that are claimed in it. */
export function DownloadPrompt({ market }: { market: MarketKey }) {
  return (
    <section className={styles.prompt} aria-labelledby="download-prompt-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="download-prompt-heading" className={styles.heading}>
            Get the {site.product} app
          </h2>
          <p className={styles.text}>
            Offers, passes and codes all live in the app: sign up, add a code on the Payment screen and find a ride nearby. It&apos;s free on iPhone and Android.
          </p>
        </div>
        <StoreBadges market={market} />
      </div>
    </section>
  );
}
