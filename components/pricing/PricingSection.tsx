import type { ReactNode } from "react";

type Props = { id: string; heading: string; intro: string; tone?: "blush"; children: ReactNode };

/** One of /pricing's two sections: a heading the section is named by, its intro, then its body. */
export function PricingSection({ id, heading, intro, tone, children }: Props) {
  return (
    <section className={tone ? `section section--${tone}` : "section"} aria-labelledby={id}>
      <div className="container">
        <div className="section-head">
          <h2 id={id}>{heading}</h2>
          <p>{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
