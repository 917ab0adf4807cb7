import { BrandIcon } from "@/components/brand/BrandIcon";
import { site } from "@/lib/content/markets";
import styles from "./StoreBadges.module.css";

/** "Download on the App Store" and "Get it on Google Play", in the stores' familiar black style. */
export function StoreBadges({ className }: { className?: string }) {
  return (
    <ul className={`${styles.badges} ${className ?? ""}`}>
      <li>
        <a className={styles.badge} href={site.appStoreUrl} aria-label={`Download the ${site.product} app on the App Store`}>
          <BrandIcon name="apple" size={26} />
          <span className={styles.text}>
            <small>Download on the</small>
            <strong>App Store</strong>
          </span>
        </a>
      </li>
      <li>
        <a className={styles.badge} href={site.playStoreUrl} aria-label={`Get the ${site.product} app on Google Play`}>
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
