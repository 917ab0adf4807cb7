"use client";

import { useSyncExternalStore } from "react";
import { calendarDateIn, type CalendarDate } from "@/lib/session-dates";

const key = ({ year, month, day }: CalendarDate) => `${year}-${month}-${day}`;

/** Re-checks the date each minute and whenever the tab comes back, so a page left open over midnight moves on. */
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", onChange);
  };
}

/**
 * New Zealand's date in the visitor's browser, as "y-m-d"; null in the prerendered HTML, which must never carry
 * the build's date.
 */
export function useNzToday(): CalendarDate | null {
  const today = useSyncExternalStore(subscribe, () => key(calendarDateIn(new Date())), () => null);
  if (!today) return null;
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}
