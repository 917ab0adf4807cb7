"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { laterPhase, phaseAt, type OfferBounds, type OfferPhase } from "@/lib/offer-status";

type Props = {
  /** The phase the server rendered the page in: what the served HTML shows, with or without scripts. */
  phase: OfferPhase;
  /** The offer's first and last days as instants (offerBounds, on the server): no time-zone data in the browser. */
  bounds: OfferBounds;
  /** The page as rendered for each phase it can still reach (the server sends only those: see phasesFrom). */
  views: Partial<Record<OfferPhase, ReactNode>>;
};

/** Re-checks each minute, so a page left open turns over when the offer closes. */
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}

/**
 * Shows the server's view of an offer, or a later one when the browser's clock says the offer has moved on since
 * the page was rendered: a copy held in a cache or a tab left open. It never moves back (laterPhase).
 */
export function OfferPhased({ phase, bounds, views }: Props) {
  const shown = useSyncExternalStore(
    subscribe,
    () => laterPhase(phase, phaseAt(Date.now(), bounds)),
    () => phase,
  );
  return <>{views[shown] ?? views[phase]}</>;
}
