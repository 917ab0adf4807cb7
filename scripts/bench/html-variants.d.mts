export declare const HERO_SCRIPT: string;
export declare const OFFSCREEN_RULE: string;
export declare const FLAT_ALERTS_RULE: string;
export declare const HERO_ART_LATER_RULE: string;
export declare const NO_STORAGE_BOOTSTRAP: string;
export declare const WHOLE_PAGE_HINT: string;
export declare const VARIANTS: Record<
  "as-served" | "hero-script" | "offscreen-skip" | "whole-page-frame" | "no-storage-read" | "hero-art-later" | "flat-alerts" | "without-live-block" | "without-price-summary" | "without-vehicle-dots",
  { apply(html: string): { html: string; scripts: string[] } }
>;
export declare function policyAllowing(policy: string, scripts: string[]): string;
