"use client";

import { useLayoutEffect, useRef, useState, type RefObject } from "react";

/** A select or input, or a fieldset of radio buttons (its value is the checked one's). */
type Control = HTMLSelectElement | HTMLInputElement | HTMLFieldSetElement;

const valueOf = (control: Control) =>
  control instanceof HTMLFieldSetElement ? control.querySelector<HTMLInputElement>("input:checked")?.value : control.value;

/**
 * A control's value as state that starts from what the control holds when the page comes alive. A person can change
 * a select between the first paint and hydration; React hydrates over the changed DOM without noticing, and its
 * next render would put the controlled value back. Read once in a layout effect, before that render, the early
 * choice is kept and its consequences (a warning, a label, extra fields, a quote) follow at once.
 * `settle` turns what was read into the state to keep (a choice the rest of the form no longer allows, say).
 */
export function useEarlyValue<E extends Control = HTMLSelectElement>(
  initial: string,
  settle: (read: string) => string = (read) => read,
): [string, (value: string) => void, RefObject<E | null>] {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(initial);
  const settleRef = useRef(settle);
  useLayoutEffect(() => {
    const read = ref.current ? valueOf(ref.current) : undefined;
    // Once, on mount: afterwards every change arrives through onChange.
    if (read !== undefined) setValue(settleRef.current(read));
  }, []);
  return [value, setValue, ref];
}
