import { StoreBadges } from "@/components/download/StoreBadges";
import type { MarketKey } from "@/lib/market";
import { HeroArt } from "@/components/layout/HeroArt";
import styles from "./Hero.module.css";

export function Hero({ market, subline }: { market: MarketKey; subline: string }) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h1 className={styles.title}>
            Ride <span>Your Way</span>
          </h1>
          <p className={styles.subline}>{subline}</p>
          <StoreBadges market={market} />
        </div>
        <div className={styles.art}>
          <HeroArt src="/assets/images/hero-rider.svg" alt="A rider in a helmet on a pink Flamingo e-scooter, with harbour hills behind" />
        </div>
      </div>
    </section>
  );
}
