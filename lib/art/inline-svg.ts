/**
 * One of the site's own SVG files made fit to sit inside a page's HTML, so a hero's picture paints in the page's
 * first frame instead of a round trip later (issue 39). The file stays the artwork's one source; this only rewrites
 * what inlining needs:
 * - its ids (and the `#id` / `url(#id)` references to them) get a prefix, since two inlined pictures share one
 *   document's id space;
 * - it is named for assistive technology as an `<img>` would be (`role="img"` and the text alternative), or hidden
 *   from it when the picture is decorative;
 * - attribute values are quoted with `'`. The page's payload carries the same text again inside a JavaScript
 *   string, where every `"` would be escaped: with `'` that copy is no longer than the first (its `<` are still
 *   escaped, and it sits too far from the first for gzip to refer back to it: docs/performance.md).
 */
export type InlineOptions = { idPrefix: string; alt: string; className?: string };

const ATTRIBUTE = /(\s[\w:-]+)="([^"'<>]*)"/g;
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

export function inlineSvg(source: string, { idPrefix, alt, className }: InlineOptions): string {
  const start = source.indexOf("<svg");
  if (start < 0 || !/^[\w-]+$/.test(idPrefix)) throw new Error("inlineSvg: not an SVG document, or an unsafe id prefix");
  if (/<script|<foreignObject|\son\w+=/i.test(source)) throw new Error("inlineSvg: the artwork may hold drawing only");
  const svg = source
    .slice(start)
    .trim()
    .replace(/\sid="([\w-]+)"/g, ` id="${idPrefix}-$1"`)
    .replace(/(\s(?:xlink:)?href)="#([\w-]+)"/g, `$1="#${idPrefix}-$2"`)
    .replace(/url\(#([\w-]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(ATTRIBUTE, "$1='$2'");
  const naming = alt ? ` role='img' aria-label='${escapeAttribute(alt)}'` : ` aria-hidden='true'`;
  const classes = className ? ` class='${escapeAttribute(className)}'` : "";
  return svg.replace(/^<svg/, `<svg${naming}${classes}`);
}
