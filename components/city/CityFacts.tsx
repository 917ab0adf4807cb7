import type { City } from "@/lib/content/schemas";
import styles from "./CityFacts.module.css";

/** The city's pricing and service hours, two lines each; the pricing box leads on to every pass and plan. */
export function CityFacts({ city, pricing }: { city: City; pricing: readonly [string, string] }) {
  const boxes = [
    { id: "pricing", title: `${city.name} Pricing`, lines: pricing },
    { id: "hours", title: `${city.name} Service Hours`, lines: city.hours },
  ];
  return (
    <div className="section section--blush">
      <div className="container grid grid--2">
        {boxes.map((box) => (
          <section key={box.id} id={box.id} className={styles.box} aria-labelledby={`${box.id}-heading`}>
            <h2 id={`${box.id}-heading`} className={styles.title}>
              {box.title}
            </h2>
            <ul className={styles.lines}>
              {box.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {box.id === "pricing" && !city.endedOn ? (
              <a href="/pricing" className={styles.more}>
                Passes, plans and your cheapest fare
              </a>
            ) : null}
            {box.id === "hours" && (
              <a href="/report" className={styles.more}>
                Scooter or bike parked badly or damaged? Report it
              </a>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
