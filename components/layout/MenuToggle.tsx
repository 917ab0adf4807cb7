"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode, type ToggleEvent } from "react";
import { useMounted } from "@/components/forms/useMounted";
import { isPopoverOpen, setPopoverOpen } from "./popover";

/** Where the bar shows the menu button and the links drop down as a panel (Header.module.css's breakpoint). */
const PHONE_MENU = "(max-width: 819px)";

type Props = { navId: string; className?: string; buttonClassName?: string; children: ReactNode };

/**
 * The collapsible mobile menu: a button that announces its state. The panel is a manual popover. In the served HTML
 * the button opens it by itself (`popovertarget`, whose expanded state the browser announces), so a tap opens it
 * before the page's script has run, or without any script. Once alive the button drives it with `aria-expanded`
 * instead (HTML allows one or the other, not both), and the script adds the rest. It closes on Escape (focus returns to the button), on a click on any link on the page
 * (the logo and links to the page already shown included), and on every route change, back and forward included:
 * it is open only for the path it was opened on.
 * It also closes when focus moves on past it (Tab from its last link, Shift+Tab from the button): the panel covers
 * the top of the page, so the next stop would sit hidden under it. It lets focus go rather than holding it as a
 * modal dialog would, because it is a disclosure of links, not a dialog: the page under it stays usable, and a
 * screen reader's own reading moves on through the page as it would past any list of links. The page behind is
 * dimmed and holds still while it is open, and a tap on the dimmed page closes it.
 * On wide screens CSS shows the links and hides the button.
 * Browsers inside the declared range without the Popover API (Safari 16, Firefox before 125, Chrome before 114)
 * ignore `popover` and `popovertarget`: there the live script alone opens the panel, by `data-open`, which the CSS
 * reads beside `:popover-open`, with the same button, state, keys and closing rules (./popover.ts guards each call).
 */
export function MenuToggle({ navId, className, buttonClassName, children }: Props) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const alive = useMounted();

  // A tap before the page came alive opened the popover with no one listening: take that state over.
  useLayoutEffect(() => {
    if (nav.current && isPopoverOpen(nav.current)) setOpenOn(pathname);
    // Once, on mount; later changes arrive as toggle events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The popover follows the state: closed on another path, or when the state closes it.
  useEffect(() => {
    if (nav.current) setPopoverOpen(nav.current, open);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpenOn(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      button.current?.focus();
    };
    // A tap on a link closes it (and is followed). A tap on the dimmed page below the panel only closes it: caught
    // on the window before the page's own handlers, its press too (which would move focus, and so close the menu
    // before the click, letting the click through), so it reaches nothing the dim covers.
    const onDim = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || button.current?.contains(event.target) || nav.current?.contains(event.target)) return false;
      const panelTop = nav.current?.getBoundingClientRect().top ?? Infinity;
      if (event.clientY < panelTop || !window.matchMedia(PHONE_MENU).matches) return false;
      event.preventDefault();
      event.stopPropagation();
      return true;
    };
    const onPress = (event: MouseEvent) => void onDim(event);
    const onClick = (event: MouseEvent) => {
      if (onDim(event)) close();
      else if (event.target instanceof Element && event.target.closest("a[href]")) close();
    };
    // The page behind holds still while the panel is open (Header.module.css, on phone widths).
    document.documentElement.dataset.menuOpen = "";
    document.addEventListener("keydown", onKey);
    window.addEventListener("mousedown", onPress, true);
    window.addEventListener("click", onClick, true);
    return () => {
      delete document.documentElement.dataset.menuOpen;
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("mousedown", onPress, true);
      window.removeEventListener("click", onClick, true);
    };
  }, [open]);

  // Only a move to another element: focus that goes nowhere (a click on plain page, another window) keeps it open.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !button.current?.contains(next) && !nav.current?.contains(next)) setOpenOn(null);
  };
  const onToggle = (event: ToggleEvent<HTMLElement>) => setOpenOn(event.newState === "open" ? pathname : null);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={alive ? open : undefined}
        aria-controls={navId}
        popoverTarget={alive ? undefined : navId}
        onClick={alive ? () => setOpenOn(open ? null : pathname) : undefined}
        onBlur={onBlur}
      >
        <span aria-hidden="true" data-open={open} />
        <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        ref={nav}
        id={navId}
        aria-label="Main"
        popover="manual"
        className={className}
        data-open={alive ? open : undefined}
        onBlur={onBlur}
        onToggle={onToggle}
      >
        {children}
      </nav>
    </>
  );
}
