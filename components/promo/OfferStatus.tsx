import type { OfferPhase } from "@/lib/offer-status";
import styles from "./OfferStatus.module.css";

type Props = {
  phase: OfferPhase;
  /** The offer's last and first days written out for people ("28 February 2025"). */
  endLabel: string;
  startLabel?: string;
  noun?: "offer" | "promotion";
  /** Once ended: the content's own past-tense account of the offer (a promo's `ended.text`). */
  endedText?: string;
};

/** Where an offer stands, in the words of the phase the page was rendered in (OfferPhased picks the phase). */
export function OfferStatus({ phase, endLabel, startLabel, noun = "offer", endedText }: Props) {
  if (phase === "ended") {
    return (
      <div className={`${styles.status} ${styles.ended}`} data-phase="ended">
        <strong className={styles.headline}>This {noun} has ended</strong>
        <span>It closed at the end of {endLabel}. Open the app to see what&apos;s on now.</span>
        {endedText ? <p className={styles.detail}>{endedText}</p> : null}
      </div>
    );
  }
  if (phase === "upcoming" && startLabel) {
    return (
      <p className={`${styles.status} ${styles.live}`} data-phase="upcoming">
        Starts {startLabel} · runs until {endLabel}
      </p>
    );
  }
  return (
    <p className={`${styles.status} ${styles.live}`} data-phase="active">
      <span className={styles.dot} aria-hidden="true" />
      On now · ends {endLabel}
    </p>
  );
}
