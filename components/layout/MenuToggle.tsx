"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

type Props = { navId: string; className?: string; openClassName?: string; buttonClassName?: string; children: ReactNode };

/**
 * The collapsible mobile menu: a button that announces its state, closing on any link click and on Escape
 * (focus returns to the button). On wide screens CSS shows the links and hides the button.
 */
export function MenuToggle({ navId, className, openClassName, buttonClassName, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" data-open={open} />
        <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={navId}
        aria-label="Main"
        className={`${className} ${open ? openClassName : ""}`}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) setOpen(false);
        }}
      >
        {children}
      </nav>
    </>
  );
}
