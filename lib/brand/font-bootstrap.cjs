"use strict";
// The brand font on a first visit comes after the page is alive, not beside its scripts: on a slow phone its 14 kB
// shared the link with them and held the page back (docs/performance.md, The brand font). The served <html> carries
// BRAND_FONT_CLASS, so without JavaScript the font loads from CSS as before. This script, inline in the <head>, runs
// before the first paint: a browser that has not yet fetched the font (no mark in localStorage) paints in the
// metric-matched fallback, and components/brand/BrandFont.tsx fetches it once the page is alive, swaps it in and
// leaves the mark, so every later page paints in the brand font from the cache.
/** The class on <html> under which text is set in the brand font (app/globals.css). */
const BRAND_FONT_CLASS = "brand-font";
/** The localStorage key that says this browser holds the font in its cache. */
const BRAND_FONT_MARK = "flamingo:brand-font";
/** The head script's whole text: server/known-scripts.cjs allows exactly this text. */
const FONT_BOOTSTRAP =
  `try{localStorage.getItem(${JSON.stringify(BRAND_FONT_MARK)})||document.documentElement.classList.remove(${JSON.stringify(BRAND_FONT_CLASS)})}` +
  `catch(e){document.documentElement.classList.remove(${JSON.stringify(BRAND_FONT_CLASS)})}`;

module.exports = { BRAND_FONT_CLASS, BRAND_FONT_MARK, FONT_BOOTSTRAP };
