// The changes `npm run bench -- variants` can make to a served page before the browser sees it, so a lever is measured
// on the page as built, against the same page unchanged, before anyone builds it (docs/performance.md, "Levers
// measured and not repeated"). Each returns the changed HTML and the text of any inline script it added, whose hash
// the page's policy then allows, so a variant differs from the page by its change and nothing else.
import fontBootstrap from "../../lib/brand/font-bootstrap.cjs";
import inlineScripts from "../../server/inline-scripts.cjs";

const { BRAND_FONT_CLASS, FONT_BOOTSTRAP } = fontBootstrap;
// The same sources the instance's own policy lists for the page's scripts (server/script-policy.cjs).
const { hashSource } = inlineScripts;

/** The text of the script the hero variant inserts: it does nothing, the parser stops at it. */
export const HERO_SCRIPT = "0";
/** The rule the off-screen variant adds: what is below the first section is not styled or laid out until near. */
export const OFFSCREEN_RULE = "main>section~section,footer{content-visibility:auto;contain-intrinsic-size:auto 700px}";
/** The rule the flat-alerts variant adds (the alert's class ends "_alert" once CSS modules have named it). */
export const FLAT_ALERTS_RULE = '[class$="_alert"]{box-shadow:none;border:1px solid var(--line);border-left:6px solid var(--pink-text)}';
/** The rule the hero-art variant adds. */
export const HERO_ART_LATER_RULE = ".page-hero__art{content-visibility:auto;aspect-ratio:3/2}";
/**
 * The hint the whole-page variant adds: rendering waits for an element no page has, so it waits until the parser
 * has read the whole document (HTML's render-blocking `expect` link), and the first frame styles, lays out and paints
 * all of it: a slow load's first frame, taken every time. (A load can still be slower for other reasons: the network,
 * a late script.)
 */
export const WHOLE_PAGE_HINT = '<link rel="expect" href="#bench-never-parsed" blocking="render"/>';
/** What the head script does on a first visit, without asking the browser for the page's storage. */
export const NO_STORAGE_BOOTSTRAP = `document.documentElement.classList.remove(${JSON.stringify(BRAND_FONT_CLASS)})`;

/** `html` with `insert` at `index`; a variant whose place is missing fails loudly rather than measuring the page as is. */
function insertAt(html, index, insert, what) {
  if (index < 0) throw new Error(`no ${what} in the page`);
  return html.slice(0, index) + insert + html.slice(index);
}

/** A variant that adds one rule at the end of the page's stylesheet and changes nothing else. */
const withRule = (rule) => ({ apply: (html) => ({ html: insertAt(html, html.indexOf("</style>"), rule, "<style>"), scripts: [] }) });

export const VARIANTS = {
  // The page unchanged (re-compressed like the variants).
  "as-served": {
    apply: (html) => ({ html, scripts: [] }),
  },
  // An empty parser-inserted script after <main>'s first section.
  "hero-script": {
    apply: (html) => {
      const main = html.indexOf("<main");
      const end = main < 0 ? -1 : html.indexOf("</section>", main);
      const at = end < 0 ? -1 : end + "</section>".length;
      return { html: insertAt(html, at, `<script>${HERO_SCRIPT}</script>`, "section in <main>"), scripts: [HERO_SCRIPT] };
    },
  },
  // content-visibility: auto on <main>'s later sections and the footer.
  "offscreen-skip": withRule(OFFSCREEN_RULE),
  // The whole page in its first frame: what a load costs when the parser reads all of it before the first paint.
  "whole-page-frame": {
    apply: (html) => ({ html: insertAt(html, html.indexOf("</head>"), WHOLE_PAGE_HINT, "</head>"), scripts: [] }),
  },
  // The brand font's head script without its localStorage read (a first visit's path).
  "no-storage-read": {
    apply: (html) => {
      const at = html.indexOf(`<script>${FONT_BOOTSTRAP}</script>`);
      if (at < 0) throw new Error("no brand-font head script in the page");
      const rest = html.slice(at + `<script>${FONT_BOOTSTRAP}</script>`.length);
      return { html: `${html.slice(0, at)}<script>${NO_STORAGE_BOOTSTRAP}</script>${rest}`, scripts: [NO_STORAGE_BOOTSTRAP] };
    },
  },
  // The hero's picture skipped while off screen (below the text on a phone): content-visibility with the picture's
  // 3:2 shape kept, so nothing moves when it is drawn.
  "hero-art-later": withRule(HERO_ART_LATER_RULE),
  // The city hero's alerts drawn with a line, not a blurred shadow: what software raster spends on the blur.
  "flat-alerts": withRule(FLAT_ALERTS_RULE),
  // A city page's hero without its open-data block (alerts and ready counts, components/city/LiveNow.tsx): what that
  // block costs the first paint. Only the HTML loses it, not the flight data, so hydration differs: read LCP only.
  "without-live-block": {
    apply: (html) => {
      const start = html.search(/<div class="[A-Za-z0-9_-]*_live">/);
      const ready = start < 0 ? -1 : html.indexOf('data-testid="ready-now"', start);
      const end = ready < 0 ? -1 : html.indexOf("</section></div>", ready);
      if (end < 0) throw new Error("no live block in the page");
      return { html: html.slice(0, start) + html.slice(end + "</section></div>".length), scripts: [] };
    },
  },
  // /pricing's hero without its price summary (components/pricing/PriceSummary.tsx, issue 60): what the unlock, the
  // range and each city's rate on the first screen cost its first paint. HTML only, as without-live-block: read LCP.
  "without-price-summary": {
    apply: (html) => {
      const start = html.search(/<div class="[A-Za-z0-9_-]*_summary">/);
      const end = start < 0 ? -1 : html.indexOf("</div>", start);
      if (end < 0) throw new Error("no price summary in the page");
      return { html: html.slice(0, start) + html.slice(end + "</div>".length), scripts: [] };
    },
  },
  // A city map without its ready vehicles (components/city/VehiclePoints.tsx): what the dots and their numbers cost.
  "without-vehicle-dots": {
    apply: (html) => {
      const start = html.indexOf("<g aria-hidden=\"true\" data-vehicle-groups=");
      const end = start < 0 ? -1 : html.indexOf("</svg>", start);
      if (end < 0) throw new Error("no vehicle dots in the page");
      // The layer is the drawing's last child: everything up to the drawing's end goes.
      return { html: html.slice(0, start) + html.slice(end), scripts: [] };
    },
  },
};

/** A Content-Security-Policy that also allows `scripts` by hash in its script-src; without a script-src, as it was. */
export function policyAllowing(policy, scripts) {
  if (!policy || scripts.length === 0) return policy;
  const hashes = scripts.map(hashSource);
  return policy
    .split(";")
    .map((directive) => (directive.trim().split(/\s+/)[0] === "script-src" ? `${directive} ${hashes.join(" ")}` : directive))
    .join(";");
}
