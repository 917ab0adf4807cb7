"use client";

import { useEffect, useRef } from "react";
import styles from "./Form.module.css";

/**
 * The error region: always in the page so screen readers are listening before a message arrives, and focused
 * when one does, because the submit button the rider pressed was disabled while the request was in flight.
 */
export function FormAlert({ message }: { message: string | null }) {
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (message) region.current?.focus();
  }, [message]);

  return (
    <div ref={region} role="alert" tabIndex={-1} className={message ? styles.alert : styles.alertEmpty}>
      {message ? (
        <>
          <svg className={styles.alertIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="M12 6.5v7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
            <circle cx="12" cy="17.3" r="1.4" fill="#fff" />
          </svg>
          <p>{message}</p>
        </>
      ) : null}
    </div>
  );
}
