import type { ReactNode } from "react";
import { HeroArt } from "@/components/layout/HeroArt";
import styles from "./FormHero.module.css";

type Props = { eyebrow: string; title: ReactNode; lead: string; image?: { src: string; alt: string } };

/** The blush band that opens each form page: what the page is for, before the fields. */
export function FormHero({ eyebrow, title, lead, image }: Props) {
  return (
    <section className={styles.hero}>
      <div className={`container ${image ? styles.split : ""}`}>
        <div>
          <span className="eyebrow">{eyebrow}</span>
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
        </div>
        {image ? <HeroArt src={image.src} alt={image.alt} className={styles.art} /> : null}
      </div>
    </section>
  );
}
