"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";

type Props = { navId: string; className?: string; openClassName?: string; buttonClassName?: string; children: ReactNode };

/**
 * The collapsible mobile menu: a button that announces its state. It closes on Escape (focus returns to the
 * button), on a click on any link on the page (the logo and links to the page already shown included), and on
 * every route change, back and forward included: it is open only for the path it was opened on.
 * On wide screens CSS shows the links and hides the button.
 */
export function MenuToggle({ navId, className, openClassName, buttonClassName, children }: Props) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);

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

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span aria-hidden="true" data-open={open} />
        <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav id={navId} aria-label="Main" className={`${className} ${open ? openClassName : ""}`}>
        {children}
      </nav>
    </>
  );
}
