"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once the page's script runs. Forms keep their submit
 * button off until then, so a press before hydration can never fall back to a native GET with the fields in the URL;
 * LaterImage holds its picture back until then (components/layout/LaterImage.tsx).
 */
export function useMounted(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
