export const BRAND = { pink: "#FF206E", ink: "#1B1B2F", pinkOnDark: "#FF5C93", blush: "#FFF0F5", white: "#FFFFFF" } as const;

/** The flamingo figure of the logo, in the logo's 40 × 40 grid. */
const FIGURE = [
  '<path d="M13 27.5c0-6 3.8-11 9.6-11.8 2.4-.3 3.9-1.7 3.9-3.7 0-1.6-1.2-2.8-2.8-2.8-1.3 0-2.3.7-2.7 1.8" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  '<circle cx="13" cy="28.5" r="2.6" fill="#fff"/>',
  '<path d="M22 16v13" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
].join("");

/**
 * The logo mark as standalone SVG. "circle" is the mark as the header draws it (transparent corners, for
 * favicons); "square" fills the canvas with pink and shrinks the figure into the middle, as home-screen icons
 * are cropped to a rounded square or circle by the device.
 */
export function brandMarkSvg(shape: "circle" | "square" = "circle"): string {
  const background = shape === "circle" ? `<circle cx="20" cy="20" r="19" fill="${BRAND.pink}"/>` : `<rect width="40" height="40" fill="${BRAND.pink}"/>`;
  const figure = shape === "circle" ? FIGURE : `<g transform="translate(5.6 5.6) scale(0.72)">${FIGURE}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${background}${figure}</svg>`;
}

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
