import { MaoriText } from "@/components/text/MaoriText";
import type { City } from "@/lib/content/schemas";
import styles from "./CityTile.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

/**
 * A city's card; `compact` lays it out as a row on phones (picture beside the words), for the short lists of home and
 * /cities; `ready`: the city's ready vehicles in words, from its open data.
 */
export function CityTile({ href, city, compact = false, ready }: { href: string; city: Pick<City, "name" | "image" | "catch">; compact?: boolean; ready?: string }) {
  return (
    <a href={href} className={compact ? `${styles.tile} ${styles.compact}` : styles.tile}>
      <LaterImage src={city.image.src} width={1200} height={800} alt="" className={styles.image} />
      <span className={styles.label}>
        <span className={styles.name}>{city.name}</span>
        <span className={styles.catch}>
          <MaoriText>{city.catch}</MaoriText>
        </span>
        {ready && (
          <span className={styles.ready} data-live="">
            {ready}
          </span>
        )}
      </span>
    </a>
  );
}
