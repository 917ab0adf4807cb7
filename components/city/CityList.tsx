import type { City } from "@/lib/content/schemas";
import { CityTile } from "./CityTile";
import styles from "./CityList.module.css";

export function CityList({ cities }: { cities: { key: string; city: City }[] }) {
  return (
    <ul className={styles.grid}>
      {cities.map(({ key, city }) => (
        <li key={key}>
          <CityTile href={`/city/${key}`} city={city} />
        </li>
      ))}
    </ul>
  );
}
