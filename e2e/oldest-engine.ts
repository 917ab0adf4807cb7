/**
 * Chromium made to lack what the oldest engines of the site's range lack (package.json `browserslist`: Chrome and
 * Edge 111, Firefox 111, Safari 16.4), run before any of the page's scripts (page.addInitScript):
 * - the Popover API (Chrome 114, Firefox 125, Safari 17): its members are deleted, and a selector naming
 *   `:popover-open` throws a SyntaxError in matches, closest and querySelector(All), as it does where the
 *   pseudo-class is unknown. The browser's own `popovertarget` and `:popover-open` in CSS stay: they are not
 *   reachable from a script, and the page stops using them once it is alive;
 * - `:has()` in those selector calls (Firefox 121);
 * - `requestIdleCallback` (no Safari has it), the one API outside the range the lint's `compat` rule names in the
 *   site's code (guarded there);
 * - `ToggleEvent` (Chrome 114, Firefox 125, Safari 17), the popover's event.
 */
export function withoutNewestApis() {
  const unknownSelector = /:popover-open|:has\(/;
  const guard = (proto: object, name: string) => {
    const original = (proto as Record<string, unknown>)[name];
    if (typeof original !== "function") return;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: function (this: unknown, selector: unknown, ...rest: unknown[]) {
        if (typeof selector === "string" && unknownSelector.test(selector)) {
          throw new DOMException(`Failed to execute '${name}': '${selector}' is not a valid selector.`, "SyntaxError");
        }
        return (original as (...args: unknown[]) => unknown).call(this, selector, ...rest);
      },
    });
  };
  for (const name of ["matches", "closest", "querySelector", "querySelectorAll", "webkitMatchesSelector"]) guard(Element.prototype, name);
  for (const name of ["querySelector", "querySelectorAll"]) {
    guard(Document.prototype, name);
    guard(DocumentFragment.prototype, name);
  }
  for (const name of ["showPopover", "hidePopover", "togglePopover", "popover"]) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  for (const name of ["popoverTargetElement", "popoverTargetAction"]) {
    delete (HTMLButtonElement.prototype as unknown as Record<string, unknown>)[name];
    delete (HTMLInputElement.prototype as unknown as Record<string, unknown>)[name];
  }
  const global = window as unknown as Record<string, unknown>;
  for (const name of ["requestIdleCallback", "cancelIdleCallback", "ToggleEvent"]) delete global[name];
}
