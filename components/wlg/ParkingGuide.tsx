import type { Wlg } from "@/lib/content/wlg";
import styles from "./ParkingGuide.module.css";

/** Step-by-step guidance for riders flying out and for riders who have just landed. */
export function ParkingGuide({ departing, arriving }: Pick<Wlg, "departing" | "arriving">) {
  const guides = [
    { id: "departing", label: "Departing", guide: departing },
    { id: "arriving", label: "Arriving", guide: arriving },
  ];
  return (
    <div className="section">
      <div className="container grid grid--2">
        {guides.map(({ id, label, guide }) => (
          <section key={id} className={styles.guide} aria-labelledby={`${id}-heading`}>
            <span className="eyebrow">{label}</span>
            <h2 id={`${id}-heading`} className={styles.heading}>
              {guide.heading}
            </h2>
            <ol className={styles.steps}>
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
