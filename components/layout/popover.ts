/**
 * The Popover API, only where the browser has it. It arrived in Chrome 114, Safari 17 and Firefox 125; the site's
 * declared range (package.json `browserslist`) reaches back to Chrome 111, Safari 16.4 and Firefox 111, where
 * `matches(":popover-open")` throws a SyntaxError and `showPopover` is missing. The lint allows these calls in this
 * file only (eslint.config.mjs), so every use goes through the check below.
 */
/* eslint-disable no-restricted-syntax -- the one place the Popover API is called, behind hasPopover() */

/** Whether this browser has the Popover API: the check MDN and the HTML spec's authors give. */
export function hasPopover(): boolean {
  return typeof HTMLElement !== "undefined" && Object.hasOwn(HTMLElement.prototype, "popover");
}

/** Whether the element is an open popover; always false where there is no Popover API. */
export function isPopoverOpen(element: HTMLElement): boolean {
  return hasPopover() && element.matches(":popover-open");
}

/** Opens or closes the element as a popover; does nothing where there is no Popover API. */
export function setPopoverOpen(element: HTMLElement, open: boolean): void {
  if (!hasPopover() || isPopoverOpen(element) === open) return;
  if (open) element.showPopover();
  else element.hidePopover();
}
