"use client";

import { useEffect, useState } from "react";
import { charactersLeft } from "@/lib/forms/limits";
import styles from "./Form.module.css";

/**
 * How many characters a field has left, once a person nears its limit. It reads the control itself (by id), on
 * each input and once on mount, so text typed before hydration counts too and the form's own state is untouched.
 * A polite live region that is always in the page (empty until needed), so its first words are announced.
 */
export function CharacterCount({ controlId, max }: { controlId: string; max: number }) {
  const [length, setLength] = useState(0);
  useEffect(() => {
    const control = document.getElementById(controlId) as HTMLInputElement | HTMLTextAreaElement | null;
    if (!control) return;
    const update = () => setLength(control.value.length);
    update();
    control.addEventListener("input", update);
    return () => control.removeEventListener("input", update);
  }, [controlId]);
  const left = charactersLeft(length, max);
  return (
    <p id={`${controlId}-count`} className={styles.count} aria-live="polite" data-left={left ?? undefined}>
      {left === null ? null : left === 1 ? "1 character left" : `${left} characters left`}
    </p>
  );
}
