/**
 * The CSS held to the site's browser range, `browserslist` in package.json (Next 16's own: Chrome and Edge 111,
 * Firefox 111, Safari 16.4). `npm run lint` runs it beside ESLint, whose `compat` rule does the same for scripts.
 *
 * Progressive enhancements: a feature newer than part of the range, used only where an engine without it still
 * works. Each is marked where it is used with a `stylelint-disable` comment giving its reason (a disable without
 * one fails), and listed here:
 * - `:has()` (Firefox before 121 lacks it), components/pricing/FareFinder.module.css: hides the fare finder's counts
 *   for the ways not chosen before the finder's script runs; the script's `data-by` rule does the same everywhere.
 * - `content-visibility` (Firefox before 125 and Safari before 18 lack it), app/globals.css: `.section--later` skips the
 *   style and layout of /pricing's city prices until they come near; an engine without it lays them out at once.
 * - `:popover-open` (Chrome before 114, Firefox before 125, Safari before 17 lack it; the check does not know the
 *   selector, so no comment marks it), components/layout/Header.module.css: shows the phone menu opened as a popover;
 *   the menu's script opens it by `data-open` where there is no Popover API (components/layout/popover.ts).
 */

/**
 * What the check reports as partly supported that the site uses knowingly, and why it holds in every engine of the
 * range. The check reports a feature as a whole; these are the parts of it the site does not touch.
 */
const PARTIAL_BUT_UNUSED = {
  // Partial for its accessibility bugs on buttons, tables and lists; the site uses it on <picture> only.
  "css-display-contents": true,
  // Partial for column-break values (`break-*: column`) and `column-span` quirks; the site uses `columns`, `column-gap`
  // (also reported when it is a grid's gap) and `break-inside: avoid`.
  multicolumn: true,
  // Safari styles only a marker's colour and size: its numbers keep their weight there, nothing hides.
  "css-marker-pseudo": true,
  // Reported for every text-decoration property (older prefixes); the one real gap, a thickness inside the shorthand,
  // which no Safari reads, is refused by the rule below.
  "text-decoration": true,
};

const config = {
  plugins: ["stylelint-no-unsupported-browser-features"],
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  ignoreFiles: ["**/node_modules/**", ".next/**", ".next-*/**", "test-results/**", "playwright-report/**", "e2e/.screenshots/**", "bench-results/**", ".data/**", ".edge/**", "coverage/**"],
  rules: {
    "plugin/no-unsupported-browser-features": [true, { severity: "error", ignore: Object.keys(PARTIAL_BUT_UNUSED) }],
    // Safari drops `text-decoration: underline 3px` whole (no thickness in the shorthand): write the longhands.
    "declaration-property-value-disallowed-list": [{ "text-decoration": [/\d/] }, { message: "Safari drops a text-decoration shorthand with a thickness: use text-decoration-line and text-decoration-thickness" }],
  },
};
export default config;
