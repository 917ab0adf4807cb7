import type { OfferPhase } from "@/lib/offer-status";
import styles from "./OfferStatus.module.css";

type Props = {
  phase: OfferPhase;
  /** The offer's last and first days written out for people ("28 February 2025"). */
  endLabel: string;
  startLabel?: string;
  noun?: "offer" | "promotion";
};

/** Where an offer stands, in the words of the phase the page was rendered in (OfferPhased picks the phase). */
export function OfferStatus({ phase, endLabel, startLabel, noun = "offer" }: Props) {
  if (phase === "ended") {
    // Said once, with its day: the offer's own past-tense account follows on the page, not in here.
    return (
      <p className={`${styles.status} ${styles.ended}`} data-phase="ended">
        <strong className={styles.headline}>
          This {noun} ended on {endLabel}.
        </strong>{" "}
        What&apos;s on now is in the app.
      </p>
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
