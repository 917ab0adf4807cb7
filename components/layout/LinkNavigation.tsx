"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { routerPathFor } from "@/lib/link-navigation";
import { timeSoftNavigation } from "@/lib/vitals/soft-nav";
import { useLinkPrefetch } from "./useLinkPrefetch";

/**
 * One listener for every link on the site: an ordinary click on a link to another page of this site becomes a
 * client-side navigation (lib/link-navigation.ts says which), as next/link made it, without a client component per
 * link or next/link's prefetching of every link. What is fetched ahead, and when, is useLinkPrefetch's (issue 72); each
 * navigation's time is measured for the field (lib/vitals/soft-nav.ts). Before the page is alive, and without
 * JavaScript, the links are plain links that load pages.
 * The listener sits on window, behind React's own on the document, so a handler that took the click is seen.
 */
export function LinkNavigation() {
  const router = useRouter();
  useLinkPrefetch(usePathname());
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = routerPathFor(
        {
          href: anchor.href,
          target: anchor.target,
          download: anchor.hasAttribute("download"),
          button: event.button,
          modified: event.ctrlKey || event.metaKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
        },
        location,
      );
      if (path === null) return;
      event.preventDefault();
      timeSoftNavigation(path, event.timeStamp);
      router.push(path);
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [router]);
  return null;
}
