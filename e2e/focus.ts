import type { Page } from "@playwright/test";

/** What a focus stop looks like, read from computed styles in the page. */
export type FocusStop = {
  /** Tag, role or name enough to say in a failure which stop it was. */
  label: string;
  /** The part of the page: header, main, footer, or dialog (the video player). */
  landmark: string;
  /** The ring's colours: the outline's (when drawn 2 px or wider) and each box-shadow spread 2 px or more. */
  ring: string[];
  /** The colours the ring sits on: the first opaque background behind the element, every stop of a gradient. */
  behind: string[];
};

/** The focused element's ring and what is behind it, or null when nothing but the body has focus. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // The settled ring: a button eases its box-shadow in, and the first frame of that would read as no halo.
    for (const animation of element.getAnimations()) animation.finish();
    const style = getComputedStyle(element);
    const ring: string[] = [];
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) ring.push(style.outlineColor);
    // "rgb(255, 255, 255) 0px 0px 0px 2px, …": a colour, then x, y, blur and spread.
    for (const shadow of style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = shadow.match(/rgba?\([^)]*\)/)?.[0];
      const lengths = shadow.replace(/rgba?\([^)]*\)/, "").trim().split(/\s+/).map(parseFloat);
      if (color && !shadow.includes("inset") && (lengths[3] ?? 0) >= 2) ring.push(color);
    }
    // Walk out from the parent (the ring is drawn outside the element), blending see-through layers, until opaque.
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    let layers: number[][] = [];
    const behind: string[] = [];
    for (let node = element.parentElement; node && behind.length === 0; node = node.parentElement) {
      const background = getComputedStyle(node);
      const stops = background.backgroundImage.match(/rgba?\([^)]*\)/g);
      if (stops) {
        behind.push(...stops);
        break;
      }
      const [r = 0, g = 0, b = 0, a = 1] = channels(background.backgroundColor);
      if (a === 0) continue;
      layers.push([r, g, b, a]);
      if (a === 1) break;
    }
    if (behind.length === 0) {
      if (layers.length === 0 || layers[layers.length - 1]![3] !== 1) layers = [...layers, [255, 255, 255, 1]];
      const [base, ...above] = layers.reverse();
      const mixed = above.reduce((under, [r, g, b, a]) => [r! * a! + under[0]! * (1 - a!), g! * a! + under[1]! * (1 - a!), b! * a! + under[2]! * (1 - a!)], base!.slice(0, 3));
      behind.push(`rgb(${mixed.map(Math.round).join(", ")})`);
    }
    // Near enough the accessible name for these controls: aria-label, or the words without the aria-hidden parts.
    const words = element.cloneNode(true) as HTMLElement;
    words.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    const name = element.getAttribute("aria-label") ?? (words.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
    const landmark = ["[role=dialog]", "header", "footer", "main"].find((selector) => element.closest(selector))?.replace(/\W/g, "").replace("roledialog", "dialog") ?? "none";
    return { label: `${element.tagName.toLowerCase()} "${name}"`, landmark, ring, behind };
  });
}

const luminance = (color: string) => {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG contrast ratio of two CSS rgb() colours. */
export const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** The best contrast any part of the ring keeps against the worst of what is behind it (0 with no ring). */
export const ringContrast = ({ ring, behind }: FocusStop) =>
  Math.min(...behind.map((under) => Math.max(0, ...ring.map((color) => contrast(color, under)))));
