import type { City } from "@/lib/content/schemas";
import styles from "./CityFacts.module.css";

/** The city's pricing and service hours, two lines each. */
export function CityFacts({ city }: { city: City }) {
  const boxes = [
    { id: "pricing", title: `${city.name} Pricing`, lines: city.pricing },
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
          </section>
        ))}
      </div>
    </div>
  );
}
