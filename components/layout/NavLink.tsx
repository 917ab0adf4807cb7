"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { isCurrentPage } from "@/lib/current-page";

/**
 * A navigation link that says `aria-current="page"` on the page it links to; the CSS marks that visibly too. A
 * client component for that alone: the header stays mounted through client-side navigations.
 */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const current = isCurrentPage(usePathname(), href);
  return (
    <a href={href} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </a>
  );
}
