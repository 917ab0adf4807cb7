"use client";

import { useEffect, useRef } from "react";
import styles from "./Form.module.css";

/** Replaces a form once it has been accepted; takes focus so keyboard and screen-reader users land on the news. */
export function FormSuccess({ heading, message }: { heading?: string; message: string }) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <div ref={panel} role="status" tabIndex={-1} className={styles.success}>
      <svg className={styles.successIcon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="24" fill="#FF206E" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="#1B1B2F" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div>
        {heading ? <h2 className={styles.successHeading}>{heading}</h2> : null}
        <p className={styles.successText}>{message}</p>
      </div>
    </div>
  );
}
