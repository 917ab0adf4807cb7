"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** The year at the time of viewing: the static HTML carries the build's year until the browser corrects it. */
export function CurrentYear({ fallback }: { fallback: number }) {
  const year = useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => fallback);
  return <>{year}</>;
}
