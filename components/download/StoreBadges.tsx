import { BrandIcon } from "@/components/brand/BrandIcon";
import { downloadLinks, site } from "@/lib/content/markets";
import type { MarketKey } from "@/lib/market";
import styles from "./StoreBadges.module.css";

/**
 * "Download on the App Store" and "Get it on Google Play", in the stores' familiar black style. Each name starts
 * with the words on the badge, so a voice command that reads them out ("click Get it on Google Play") finds it.
 */
export function StoreBadges({ market, className }: { market: MarketKey; className?: string }) {
  const links = downloadLinks(market);
  return (
    <ul className={`${styles.badges} ${className ?? ""}`}>
      <li>
        <a className={styles.badge} href={links.appStoreUrl} aria-label={`Download on the App Store: the ${site.product} app`}>
          <BrandIcon name="apple" size={26} />
          <span className={styles.text}>
            <small>Download on the</small>
            <strong>App Store</strong>
          </span>
        </a>
      </li>
      <li>
        <a className={styles.badge} href={links.playStoreUrl} aria-label={`Get it on Google Play: the ${site.product} app`}>
          <BrandIcon name="googleplay" size={24} />
          <span className={styles.text}>
            <small>Get it on</small>
            <strong>Google Play</strong>
          </span>
        </a>
      </li>
    </ul>
  );
}
