"use client";

import { useState } from "react";
import frame from "@/components/forms/FieldFrame.module.css";
import styles from "@/components/forms/Form.module.css";
import { LOCATE_MESSAGES, LOCATING_MESSAGE, locate } from "@/lib/geo/locate";
import { describeFix, type NamedPlace } from "@/lib/geo/place-words";

/** The native setter, so React's change tracking (and the form's onChange, which clears an error) sees the value. */
function fill(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

type Props = { targetId: string; places: readonly NamedPlace[]; ready: boolean; disabled: boolean };

/**
 * "Use my location": asks the phone for a fix only when tapped and writes it into the field `targetId` names as words
 * a person checks at a glance, the distance and direction from the nearest place the site knows, with the rounded
 * coordinates after them for whoever fetches the vehicle (lib/geo/place-words.ts). The field stays the person's to
 * change. Off until the page's script runs, like the form's submit button: before that a tap could do nothing.
 */
export function LocateButton({ targetId, places, ready, disabled }: Props) {
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    setStatus(LOCATING_MESSAGE);
    const outcome = await locate("geolocation" in navigator ? navigator.geolocation : undefined);
    setBusy(false);
    const input = document.getElementById(targetId);
    if (outcome.kind === "found" && input instanceof HTMLInputElement) fill(input, describeFix(outcome.fix, places));
    setStatus(LOCATE_MESSAGES[outcome.kind]);
  };

  return (
    <div className={styles.locate}>
      <button type="button" className={`button button--ghost ${styles.locateButton}`} onClick={onClick} disabled={!ready || disabled || busy} aria-describedby={`${targetId}-locate-status`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="2.5" fill="currentColor" />
          <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Use my location
      </button>
      <p id={`${targetId}-locate-status`} className={`${frame.hint} ${styles.locateStatus}`} role="status">
        {status}
      </p>
    </div>
  );
}
