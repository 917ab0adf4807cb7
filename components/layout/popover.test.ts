/** @jest-environment jsdom */
import { hasPopover, isPopoverOpen, setPopoverOpen } from "./popover";

// jsdom has no Popover API, as Safari 16 and Firefox before 125 have none: there the helpers must not touch it.
describe("the Popover API only where the browser has it", () => {
  it("without it: not open, and opening or closing does nothing and throws nothing", () => {
    const nav = document.createElement("nav");
    const unknownSelector = () => {
      throw new DOMException("':popover-open' is not a valid selector", "SyntaxError");
    };
    Object.defineProperty(nav, "matches", { value: unknownSelector });
    expect(hasPopover()).toBe(false);
    expect(isPopoverOpen(nav)).toBe(false);
    expect(() => setPopoverOpen(nav, true)).not.toThrow();
    expect(() => setPopoverOpen(nav, false)).not.toThrow();
  });

  describe("with it", () => {
    let open = false;
    beforeAll(() => {
      Object.defineProperty(HTMLElement.prototype, "popover", { configurable: true, get: () => "manual" });
    });
    afterAll(() => {
      delete (HTMLElement.prototype as unknown as Record<string, unknown>).popover;
    });

    const panel = () => {
      const nav = document.createElement("nav");
      Object.defineProperty(nav, "matches", { value: (selector: string) => selector === ":popover-open" && open });
      nav.showPopover = jest.fn(() => void (open = true));
      nav.hidePopover = jest.fn(() => void (open = false));
      return nav;
    };

    it("opens and closes it, and only when its state differs", () => {
      open = false;
      const nav = panel();
      expect(hasPopover()).toBe(true);
      setPopoverOpen(nav, false);
      expect(nav.hidePopover).not.toHaveBeenCalled();
      setPopoverOpen(nav, true);
      expect(nav.showPopover).toHaveBeenCalledTimes(1);
      expect(isPopoverOpen(nav)).toBe(true);
      setPopoverOpen(nav, true);
      expect(nav.showPopover).toHaveBeenCalledTimes(1);
      setPopoverOpen(nav, false);
      expect(nav.hidePopover).toHaveBeenCalledTimes(1);
      expect(isPopoverOpen(nav)).toBe(false);
    });
  });
});
