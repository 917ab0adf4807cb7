import type { MarketKey } from "@/lib/market";
import { site } from "@/lib/content";
import { downloadSentence } from "@/lib/copy";
import { StoreBadges } from "./StoreBadges";
import styles from "./DownloadBand.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

/** The closing "get the app" section of city and guide pages. */
export function DownloadBand({ market, heading, id = "download", tone = "blush" }: { market: MarketKey; heading: string; id?: string; tone?: "blush" | "white" }) {
  return (
    <section id={id} className={`section ${tone === "blush" ? "section--blush" : ""}`} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.inner}`}>
        <div>
          <span className="eyebrow">Get the app</span>
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p className="lead">{downloadSentence(site.product)}</p>
          <StoreBadges market={market} />
        </div>
        <LaterImage src="/assets/images/download-phone.svg" alt="" width={1200} height={800} className={styles.image} />
      </div>
    </section>
  );
}
