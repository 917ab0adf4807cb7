"use client";

import { useRef, useState } from "react";
import styles from "./InApp.module.css";

/**
 * The code, large. Tapping it opens the device's share sheet where there is one and otherwise selects the
 * code's text; the Copy button beside it puts it on the clipboard.
 */
export function ReferralCode({ code, product }: { code: string; product: string }) {
  const textRef = useRef<HTMLSpanElement>(null);
  const [status, setStatus] = useState("");
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const select = () => {
    if (textRef.current) window.getSelection()?.selectAllChildren(textRef.current);
  };

  const share = async () => {
    if (!canShare) {
      select();
      return;
    }
    try {
      await navigator.share({
        title: `My ${product} referral code`,
        text: `Join me on ${product}! Use my referral code ${code} when you sign up and we'll each get free ride minutes.`,
      });
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else falls back to selecting the code.
      if ((error as Error).name !== "AbortError") select();
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus("Copied");
    } catch {
      select();
      setStatus("Couldn't copy automatically. The code is selected, so you can copy it yourself.");
    }
  };

  return (
    <div className={styles.codeBlock}>
      <div className={styles.codeRow}>
        <button type="button" className={styles.code} onClick={share} aria-describedby="referral-code-hint">
          <span ref={textRef} className={styles.codeText}>
            {code}
          </span>
        </button>
        <button type="button" className={`button button--primary ${styles.copy}`} onClick={copy}>
          Copy
        </button>
      </div>
      <p id="referral-code-hint" className={styles.hint}>
        {canShare ? "Tap the code to share it." : "Tap the code to select it."}
      </p>
      <p className={styles.copied} role="status">
        {status}
      </p>
    </div>
  );
}
