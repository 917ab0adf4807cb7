"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { routerPathFor } from "@/lib/link-navigation";
import { HOVER_INTENT_MS, mayPrefetch, record, reserve, VIEW_DWELL_MS, type Connection, type Ledger, type Reason } from "@/lib/link-prefetch";

/** The path the router would take a plain tap on `anchor` to, or null (another site, a file, the page itself). */
const pathOf = (anchor: HTMLAnchorElement) => {
  const path = routerPathFor({ href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download"), button: 0, modified: false, defaultPrevented: false }, location);
  // The page shown, or a jump within it, is no next page.
  return path === null || path.split(/[?#]/, 1)[0] === location.pathname ? null : path;
};

const anchorOf = (target: EventTarget | null) => {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

/**
 * Fetches the next page ahead through the App Router's cache (lib/link-prefetch.ts says when): a link a finger
 * touches, a pointer rests on or the keyboard focuses, and a link that stays in view, once the page shown (`page`,
 * its path: each page has a budget of its own) is alive and the browser has been idle. What each payload cost is read
 * from the browser's resource timing, so the budget counts the bytes that came, not a guess.
 */
export function useLinkPrefetch(page: string) {
  const router = useRouter();
  useEffect(() => {
    let ledger: Ledger = new Map();
    let ready = false;
    const since = performance.now();
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    // The link a pointer rested on or the keyboard focused before the browser was idle: fetched then, if the pointer
    // or focus is still on it, so intent shown early is not lost.
    let early: HTMLAnchorElement | null = null;
    const prefetch = (anchor: HTMLAnchorElement | null, reason: Reason) => {
      if (!ready && reason === "intent") early = anchor;
      const path = anchor && pathOf(anchor);
      if (!path) return;
      const key = path.split("#", 1)[0] ?? path;
      if (!mayPrefetch(key, ledger, ready, connection, reason)) return;
      ledger = reserve(ledger, key);
      router.prefetch(key);
    };

    // The payloads' wire sizes, each counted against the path it was fetched for.
    const sizes = typeof PerformanceObserver === "function" ? new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (entry.startTime < since || !entry.name.includes("_rsc=")) continue;
        const url = new URL(entry.name);
        ledger = record(ledger, url.pathname + url.search.replace(/[?&]_rsc=[^&]*/, "").replace(/^&/, "?"), entry.transferSize || entry.encodedBodySize);
      }
    }) : null;
    sizes?.observe({ type: "resource" });

    // Links that stay in view for a moment.
    const dwell = new Map<Element, ReturnType<typeof setTimeout>>();
    const inView = new IntersectionObserver((entries) => {
      for (const { target, isIntersecting } of entries) {
        clearTimeout(dwell.get(target));
        dwell.delete(target);
        if (isIntersecting && ready) dwell.set(target, setTimeout(() => prefetch(target as HTMLAnchorElement, "view"), VIEW_DWELL_MS));
      }
    });

    // Intent: a touch or press at once, a resting pointer after a moment, a keyboard's focus.
    let hover: ReturnType<typeof setTimeout> | undefined;
    const onPress = (event: Event) => prefetch(anchorOf(event.target), "intent");
    const onOver = (event: PointerEvent) => {
      clearTimeout(hover);
      if (event.pointerType !== "mouse") return;
      const anchor = anchorOf(event.target);
      if (anchor) hover = setTimeout(() => prefetch(anchor, "intent"), HOVER_INTENT_MS);
    };
    const onOut = () => clearTimeout(hover);
    const options = { capture: true, passive: true };
    addEventListener("touchstart", onPress, options);
    addEventListener("pointerdown", onPress, options);
    addEventListener("focusin", onPress, options);
    addEventListener("pointerover", onOver, options);
    addEventListener("pointerout", onOut, options);

    // Nothing ahead before the browser has been idle once after hydration.
    let gone = false;
    const start = () => {
      if (gone) return;
      ready = true;
      if (early && (early.matches(":hover") || document.activeElement === early)) prefetch(early, "intent");
      early = null;
      for (const anchor of document.querySelectorAll("a[href]")) inView.observe(anchor);
    };
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 4000 });
    else setTimeout(start, 1000);
    return () => {
      gone = true;
      sizes?.disconnect();
      inView.disconnect();
      for (const timer of dwell.values()) clearTimeout(timer);
      clearTimeout(hover);
      removeEventListener("touchstart", onPress, options);
      removeEventListener("pointerdown", onPress, options);
      removeEventListener("focusin", onPress, options);
      removeEventListener("pointerover", onOver, options);
      removeEventListener("pointerout", onOut, options);
    };
  }, [router, page]);
}
