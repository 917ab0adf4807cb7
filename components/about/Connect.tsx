import { SocialLinks } from "@/components/layout/SocialLinks";
import styles from "./About.module.css";

/** The spec's order of networks; its "Twitter" is the footer's X, named "X (formerly Twitter)" in both. */
const NETWORKS = ["facebook", "instagram", "x", "tiktok", "linkedin"] as const;

export function Connect({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="section section--blush" aria-labelledby="connect">
      <div className="container">
        <div className={`card ${styles.connect}`}>
          <div>
            <h2 id="connect">{heading}</h2>
            <p className={styles.bodyLarge}>{text}</p>
          </div>
          <div className={styles.connectActions}>
            <SocialLinks networks={NETWORKS} tone="light" />
            <a href="/contact" className="button button--primary">
              Contact Us
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
