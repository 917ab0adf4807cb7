import { BrandIcon, type BrandIconName } from "@/components/brand/BrandIcon";
import { site } from "@/lib/content/markets";
import styles from "./SocialLinks.module.css";

/** One name per network wherever it is linked: the footer's "X" and the About page's "Twitter" are the same account. */
const NAMES: Record<keyof typeof site.social, string> = {
  facebook: "Facebook",
  x: "X (formerly Twitter)",
  instagram: "Instagram",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
};

/** Links to the operator's social profiles. */
export function SocialLinks({ networks, tone = "dark" }: { networks: readonly (keyof typeof site.social)[]; tone?: "dark" | "light" }) {
  return (
    <ul className={`${styles.list} ${styles[tone]}`}>
      {networks.map((network) => (
        <li key={network}>
          <a href={site.social[network]} className={styles.link} rel="noopener noreferrer" target="_blank">
            <BrandIcon name={network as BrandIconName} size={20} />
            <span className="visually-hidden">
              {`${site.product} on ${NAMES[network]} (opens in a new tab)`}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
