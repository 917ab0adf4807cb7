import { BrandIcon, type BrandIconName } from "@/components/brand/BrandIcon";
import { site } from "@/lib/content/markets";
import styles from "./SocialLinks.module.css";

const NAMES: Record<keyof typeof site.social, string> = {
  facebook: "Facebook",
  x: "X",
  instagram: "Instagram",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
};

/** Links to the operator's social profiles; `labels` renames a network (the About page says Twitter). */
export function SocialLinks({
  networks,
  labels = {},
  tone = "dark",
}: {
  networks: readonly (keyof typeof site.social)[];
  labels?: Partial<Record<keyof typeof site.social, string>>;
  tone?: "dark" | "light";
}) {
  return (
    <ul className={`${styles.list} ${styles[tone]}`}>
      {networks.map((network) => (
        <li key={network}>
          <a href={site.social[network]} className={styles.link} rel="noopener noreferrer" target="_blank">
            <BrandIcon name={network as BrandIconName} size={20} />
            <span className="visually-hidden">
              {`${site.product} on ${labels[network] ?? NAMES[network]} (opens in a new tab)`}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
