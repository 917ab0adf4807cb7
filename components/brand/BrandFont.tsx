"use client";

import { useEffect } from "react";
import { BRAND_FONT_CLASS, BRAND_FONT_MARK } from "@/lib/brand/font-bootstrap.cjs";

/**
 * On a browser that has not fetched the brand font yet (the head script took BRAND_FONT_CLASS off <html>), fetches it
 * once the page is alive, then sets the text in it (one swap; the fallback's metrics match, so nothing moves) and
 * marks localStorage so later pages paint in it from the first frame. `family` is next/font's family list: only its
 * first name is loaded, since the whole list rejects where a local fallback (Roboto) is not installed.
 */
export function BrandFont({ family }: { family: string }) {
  useEffect(() => {
    const root = document.documentElement;
    if (root.classList.contains(BRAND_FONT_CLASS) || !document.fonts) return;
    document.fonts.load(`400 1em ${family.split(",")[0]}`).then(
      (faces) => {
        if (faces.length === 0) return;
        root.classList.add(BRAND_FONT_CLASS);
        try {
          localStorage.setItem(BRAND_FONT_MARK, "1");
        } catch {
          // Storage refused (a private window's quota): the next page fetches it after its first paint again.
        }
      },
      () => undefined,
    );
  }, [family]);
  return null;
}
