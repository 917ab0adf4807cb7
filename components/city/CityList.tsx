import type { City } from "@/lib/content/schemas";
import { CityTile } from "./CityTile";
import styles from "./CityList.module.css";

type Props = { cities: { key: string; city: City; ready?: string }[]; suggest: { title: string; text: string } };

/** The listed cities' tiles (rows on a phone, as on home), closed by an invitation to suggest the next one. */
export function CityList({ cities, suggest }: Props) {
  return (
    <ul className={styles.grid}>
      {cities.map(({ key, city, ready }) => (
        <li key={key}>
          <CityTile href={`/city/${key}`} city={city} compact ready={ready} />
        </li>
      ))}
      <li>
        <a href="/contact" className={styles.suggest}>
          <span className={styles.suggestTitle}>{suggest.title}</span>
          <span className={styles.suggestText}>{suggest.text}</span>
        </a>
      </li>
    </ul>
  );
}
