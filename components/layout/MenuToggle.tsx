"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";

type Props = { navId: string; className?: string; openClassName?: string; buttonClassName?: string; children: ReactNode };

/**
 * The collapsible mobile menu: a button that announces its state. It closes on Escape (focus returns to the
 * button), on a click on any link on the page (the logo and links to the page already shown included), and on
 * every route change, back and forward included: it is open only for the path it was opened on.
 * It also closes when focus moves on past it (Tab from its last link, Shift+Tab from the button): the panel covers
 * the top of the page, so the next stop would sit hidden under it. It lets focus go rather than holding it as a
 * modal dialog would, because it is a disclosure of links, not a dialog: the page under it stays usable, and a
 * screen reader's own reading moves on through the page as it would past any list of links.
 * On wide screens CSS shows the links and hides the button.
 */
export function MenuToggle({ navId, className, openClassName, buttonClassName, children }: Props) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpenOn(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  // Only a move to another element: focus that goes nowhere (a click on plain page, another window) keeps it open.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !button.current?.contains(next) && !nav.current?.contains(next)) setOpenOn(null);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpenOn(open ? null : pathname)}
        onBlur={onBlur}
      >
        <span aria-hidden="true" data-open={open} />
        <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav ref={nav} id={navId} aria-label="Main" className={`${className} ${open ? openClassName : ""}`} onBlur={onBlur}>
        {children}
      </nav>
    </>
  );
}
