import { PageHero } from "@/components/layout/PageHero";
import type { Wlg } from "@/lib/content/wlg";
import styles from "./AirportHero.module.css";

export function AirportHero({ page }: { page: Wlg }) {
  return (
    <PageHero
      eyebrow="Wellington Airport"
      title={page.title}
      lead={page.intro}
      art={{
        src: "/assets/images/airport.svg",
        alt: "A plane taking off above the airport terminal and control tower as a rider on a pink Flamingo scooter passes by",
      }}
    >
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
    </PageHero>
  );
}
