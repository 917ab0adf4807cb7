import { CityTile } from "@/components/city/CityTile";
import type { City } from "@/lib/content/schemas";
import styles from "./CityGrid.module.css";

export function CityGrid({ heading, cities }: { heading: string; cities: { key: string; city: City }[] }) {
  return (
    <section className="section" aria-labelledby="cities-heading">
      <div className="container">
        <div className={styles.head}>
          <div className="section-head">
            <span className="eyebrow">Where we ride</span>
            <h2 id="cities-heading">{heading}</h2>
          </div>
        </div>
        <ul className={styles.grid}>
          {cities.map(({ key, city }) => (
            <li key={key}>
              <CityTile href={`/city/${key}`} city={city} compact />
            </li>
          ))}
          <li>
            <a href="/cities" className={styles.viewAll}>
              <span className={styles.viewAllText}>View All</span>
              <span className={styles.viewAllHint}>Every Flamingo city</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
