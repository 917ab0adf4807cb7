import { getVehicle } from "@/lib/content";
import type { VehicleKey } from "@/lib/content/keys";
import type { City } from "@/lib/content/schemas";
import styles from "./HowToLinks.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

const GUIDES: { flag: keyof City["howTo"]; key: VehicleKey }[] = [
  { flag: "scooter", key: "scooter" },
  { flag: "scooter5", key: "scooter-5" },
  { flag: "bike", key: "bike" },
];

/** Links to the riding guides for the vehicles this city has. */
export function HowToLinks({ city }: { city: City }) {
  const guides = GUIDES.filter(({ flag }) => city.howTo[flag]).map(({ key }) => ({ key, vehicle: getVehicle(key) }));
  if (guides.length === 0) return null;
  return (
    <section className="section section--blush" aria-labelledby="how-to-heading">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">How to ride</span>
          <h2 id="how-to-heading">{city.endedOn ? "Riding guides" : `Your first ride in ${city.name}`}</h2>
          <p>
            {guides.length === 1
              ? `A quick guide to the vehicle ${city.endedOn ? "we ran" : "you'll find"} here: unlocking, riding and parking.`
              : `Quick guides to each vehicle ${city.endedOn ? "we ran" : "you'll find"} here: unlocking, riding and parking.`}
          </p>
        </div>
        <ul className={styles.grid} data-count={guides.length}>
          {guides.map(({ key, vehicle }) => (
            <li key={key}>
              <a href={`/how-to/${key}`} className={styles.card}>
                <LaterImage src={vehicle.image.src} alt="" width={1200} height={800} className={styles.image} />
                <span className={styles.label}>
                  <span className={styles.hint}>How to ride</span>
                  <span className={styles.name}>{vehicle.name}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
