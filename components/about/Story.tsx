import styles from "./About.module.css";

export function Story({ eyebrow, heading, paragraphs }: { eyebrow: string; heading: string; paragraphs: readonly string[] }) {
  return (
    <section className="section" aria-labelledby="our-story">
      <div className={`container ${styles.story}`}>
        <div>
          <span className="eyebrow">{eyebrow}</span>
          <h2 id="our-story">{heading}</h2>
        </div>
        <div className={styles.storyText}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
