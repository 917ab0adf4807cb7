import type { ReactNode } from "react";

type Props = {
  id: string;
  heading: string;
  intro: string;
  tone?: "blush";
  /** Always below the first screen: laid out once near the viewport (globals.css, `.section--later`). */
  later?: boolean;
  children: ReactNode;
};

/** One of /pricing's two sections: a heading the section is named by, its intro, then its body. */
export function PricingSection({ id, heading, intro, tone, later, children }: Props) {
  const className = ["section", tone && `section--${tone}`, later && "section--later"].filter(Boolean).join(" ");
  return (
    <section className={className} aria-labelledby={id}>
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
