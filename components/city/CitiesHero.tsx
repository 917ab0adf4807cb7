import { PageHero } from "@/components/layout/PageHero";
import { MaoriText } from "@/components/text/MaoriText";
import styles from "./CitiesHero.module.css";

export function CitiesHero({ title, text }: { title: string; text: string }) {
  return <PageHero eyebrow="Cities" title={title} lead={<MaoriText>{text}</MaoriText>} leadClassName={styles.lead} />;
}
