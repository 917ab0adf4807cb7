"use client";

import { useSyncExternalStore } from "react";
import { offerPhase, type OfferPhase } from "@/lib/offer-status";
import styles from "./OfferStatus.module.css";

type Props = {
  /** Last day, "YYYY-MM-DD" in New Zealand time. */
  endsAt: string;
  startsAt?: string;
  /** The same days written out for people ("28 February 2025"). */
  endLabel: string;
  startLabel?: string;
  noun?: "offer" | "promotion";
};

/** Re-checks each minute, so a page left open flips when the offer closes. */
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}

/**
 * Whether the offer is still on, decided in the browser at the time of viewing: the static HTML is built once
 * and cannot know. Before hydration it states the closing day only.
 */
export function OfferStatus({ endsAt, startsAt, endLabel, startLabel, noun = "offer" }: Props) {
  const phase = useSyncExternalStore<OfferPhase | null>(
    subscribe,
    () => offerPhase(new Date(), endsAt, startsAt),
    () => null,
  );

  if (phase === "ended") {
    return (
      <div className={`${styles.status} ${styles.ended}`} data-phase="ended">
        <strong className={styles.headline}>This {noun} has ended</strong>
        <span>
          It closed on {endLabel}. Open the app to see what&apos;s on now.
        </span>
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
    <p className={`${styles.status} ${phase === "active" ? styles.live : ""}`} data-phase={phase ?? "unknown"}>
      {phase === "active" ? <span className={styles.dot} aria-hidden="true" /> : null}
      {phase === "active" ? `On now · ends ${endLabel}` : `Ends ${endLabel}`}
    </p>
  );
}
