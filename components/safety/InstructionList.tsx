import type { InstructionItem } from "@/lib/facade/contracts";
import styles from "./InstructionList.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

/** Safety instructions from the facade: a photo, a title and a description each. */
export function InstructionList({ items }: { items: InstructionItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <LaterImage src={item.photoUrl} width={400} height={400} alt="" className={styles.photo} />
          <div>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
