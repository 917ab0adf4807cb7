import { PageHero } from "@/components/layout/PageHero";
import styles from "./CitiesHero.module.css";

export function CitiesHero({ title, text }: { title: string; text: string }) {
  return <PageHero eyebrow="Cities" title={title} lead={text} leadClassName={styles.lead} />;
}
