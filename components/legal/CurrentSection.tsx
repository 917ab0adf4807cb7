"use client";

import { useEffect } from "react";
import { currentSection } from "@/lib/current-section";

/**
 * Marks the contents entry of the section being read (aria-current, styled by Legal.module.css) as the reader
 * scrolls: the last section whose top has passed the line just under the sticky header (the page's
 * scroll-padding-top, which a jump to a section lands on). A mark and nothing else: without it, or before the page
 * is alive, the contents are the same links.
 */
export function CurrentSection({ navId }: { navId: string }) {
  useEffect(() => {
    const nav = document.getElementById(navId);
    if (!nav) return;
    const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const sections = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))]
      .map((id) => document.getElementById(id))
      .filter((section): section is HTMLElement => section !== null);
    let frame = 0;
    let shown: string | null | undefined;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const line = (Number.parseFloat(getComputedStyle(root).scrollPaddingTop) || 0) + 1;
      const atEnd = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      const index = currentSection(sections.map((section) => section.getBoundingClientRect().top), line, atEnd);
      const id = sections[index]?.id ?? null;
      if (id === shown) return;
      shown = id;
      for (const link of links) {
        if (id !== null && decodeURIComponent(link.hash.slice(1)) === id) link.setAttribute("aria-current", "true");
        else link.removeAttribute("aria-current");
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    addEventListener("scroll", schedule, { passive: true });
    addEventListener("resize", schedule);
    // The sections also move with no scroll: the brand font swapped in once the page is alive, a folded list
    // opened. Without this the mark stayed on the section read before the text reflowed (e2e/legal.spec.ts).
    const reflow = new ResizeObserver(schedule);
    reflow.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      reflow.disconnect();
      removeEventListener("scroll", schedule);
      removeEventListener("resize", schedule);
    };
  }, [navId]);
  return null;
}
