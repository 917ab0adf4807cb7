import styles from "./CitiesHero.module.css";

export function CitiesHero({ title, text }: { title: string; text: string }) {
  return (
    <section className="page-hero">
      <div className="container">
        <span className="eyebrow">Cities</span>
        <h1>{title}</h1>
        <p className={`lead ${styles.lead}`}>{text}</p>
      </div>
    </section>
  );
}
