import type { ReactNode } from "react";
import { HeroArt } from "./HeroArt";

type Props = {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  leadClassName?: string;
  /** Added to the section's own class. */
  className?: string;
  /** `preload: false` for a view that is not the page's own (HeroImage). */
  art?: { src: string; alt: string; preload?: boolean };
  /** Read before the eyebrow and the title: what must colour them (an offer that has ended). */
  notice?: ReactNode;
  children?: ReactNode;
};

/** The blush hero every page opens with, in one place so the pages keep one shape; `children` follow the lead. */
export function PageHero({ eyebrow, title, lead, leadClassName, className, art, notice, children }: Props) {
  const section = className ? `page-hero ${className}` : "page-hero";
  const text = (
    <>
      {notice}
      <span className="eyebrow">{eyebrow}</span>
      <h1>{title}</h1>
      <p className={leadClassName ? `lead ${leadClassName}` : "lead"}>{lead}</p>
      {children}
    </>
  );
  if (!art) {
    return (
      <section className={section}>
        <div className="container">{text}</div>
      </section>
    );
  }
  return (
    <section className={section}>
      <div className="container page-hero__inner">
        <div>{text}</div>
        <div className="page-hero__art">
          <HeroArt src={art.src} alt={art.alt} preload={art.preload} />
        </div>
      </div>
    </section>
  );
}
