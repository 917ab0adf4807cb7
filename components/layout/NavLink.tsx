"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { isCurrentPage } from "@/lib/current-page";

/** A navigation link that says `aria-current="page"` on the page it links to; the CSS marks that visibly too. */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const current = isCurrentPage(usePathname(), href);
  return (
    <Link href={href} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}
