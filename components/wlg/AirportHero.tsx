import type { Wlg } from "@/lib/content/wlg";
import styles from "./AirportHero.module.css";

export function AirportHero({ page }: { page: Wlg }) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        <div>
          <span className="eyebrow">Wellington Airport</span>
          <h1>{page.title}</h1>
          <p className="lead">{page.intro}</p>
          <dl className={styles.facts} aria-label={page.facts.text}>
            <div className={styles.fact}>
              <dt>Riding time</dt>
              <dd>About {page.facts.minutes} minutes</dd>
            </div>
            <div className={styles.fact}>
              <dt>Typical fare</dt>
              <dd>About ${page.facts.price}</dd>
            </div>
          </dl>
        </div>
        <div className="page-hero__art">
          <img src="/assets/images/airport.svg" alt="A plane taking off above the airport terminal and control tower as a rider on a pink Flamingo scooter passes by" width={1200} height={800} fetchPriority="high" />
        </div>
      </div>
    </section>
  );
}
