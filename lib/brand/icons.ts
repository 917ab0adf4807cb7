import { siApple, siFacebook, siGoogleplay, siInstagram, siTiktok, siX } from "simple-icons";

/** simple-icons no longer carries LinkedIn's mark; this is a plain "in" monogram in a rounded square. */
const linkedin = {
  path: "M3 2h18a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm3.3 7.5V18h2.8V9.5H6.3zm1.4-4.3a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zM10.9 9.5V18h2.8v-4.4c0-1.2.3-2.3 1.7-2.3 1.4 0 1.5 1.3 1.5 2.4V18h2.8v-4.9c0-2.5-.6-3.9-3.3-3.9-1.3 0-2.2.7-2.6 1.4V9.5h-2.9z",
};

/** The stores' and social networks' marks, each a path on a 24 × 24 grid. */
export const BRAND_ICONS = {
  apple: siApple.path,
  googleplay: siGoogleplay.path,
  facebook: siFacebook.path,
  x: siX.path,
  instagram: siInstagram.path,
  tiktok: siTiktok.path,
  linkedin: linkedin.path,
} as const;

export type BrandIconName = keyof typeof BRAND_ICONS;

/** Where the marks are served, as one sprite (app/icons/brands.svg). */
export const BRAND_SPRITE_URL = "/icons/brands.svg";

/**
 * Every mark as a <symbol> of one file, referenced by `<use>`: pages carry a short reference instead of each path,
 * twice (the markup and the page's payload), and the file is fetched once per visit. Paths take the colour of the
 * text around them, as inline ones did.
 */
export function brandSpriteSvg(): string {
  const symbols = Object.entries(BRAND_ICONS).map(([name, path]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
