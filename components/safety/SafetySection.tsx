import type { ReactNode } from "react";
import { facade } from "@/lib/facade/server";
import { sectionData } from "@/lib/facade/section";
import { InstructionList } from "./InstructionList";
import styles from "./SafetySection.module.css";

type Props = { groupId: number; heading: string; intro?: string; id: string; tone?: "white" | "blush"; footer?: ReactNode };

/** Safety items of one instruction group, rendered on the server; left out when the facade has none to give. */
export async function SafetySection({ groupId, heading, intro, id, tone = "white", footer }: Props) {
  const set = await sectionData(facade().instruction(groupId));
  if (!set || set.items.length === 0) return null;
  return (
    <section id={id} className={`section ${tone === "blush" ? "section--blush" : ""}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">Ride safe</span>
          <h2 id={`${id}-heading`}>{heading}</h2>
          {intro && <p>{intro}</p>}
        </div>
        <InstructionList items={set.items} />
        {footer && <p className={styles.footer}>{footer}</p>}
      </div>
    </section>
  );
}
