import { MaoriText } from "@/components/text/MaoriText";
import type { City } from "@/lib/content/schemas";
import styles from "./CityTile.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

/** A city's card; `compact` lays it out as a row on phones (picture beside the words), for home's short grid. */
export function CityTile({ href, city, compact = false }: { href: string; city: Pick<City, "name" | "image" | "catch">; compact?: boolean }) {
  return (
    <a href={href} className={compact ? `${styles.tile} ${styles.compact}` : styles.tile}>
      <LaterImage src={city.image.src} width={1200} height={800} alt="" className={styles.image} />
      <span className={styles.label}>
        <span className={styles.name}>{city.name}</span>
        <span className={styles.catch}>
          <MaoriText>{city.catch}</MaoriText>
        </span>
      </span>
    </a>
  );
}
