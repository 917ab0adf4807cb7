/**
 * Which clicks on a plain <a> the App Router takes over (components/layout/LinkNavigation.tsx): the site links by
 * plain anchors instead of next/link, whose 3.3 kB of script and one client component per link every page paid for
 * before it could answer a tap, and whose prefetching of every linked page (payloads and heroes) cost a rider's data
 * after it (docs/performance.md). A click that is a person's ordinary "go to that page of this site" becomes a
 * client-side navigation; anything else is left to the browser, exactly as next/link leaves it.
 */

import { GEOLOCATION_PATHS } from "@/lib/security/permissions-policy.cjs";

/** What the decision reads of a click on a link. */
export type LinkClick = {
  /** The link's resolved address (`anchor.href`). */
  href: string;
  /** The link's `target`, "" when it has none. */
  target: string;
  /** The link has a `download` attribute. */
  download: boolean;
  /** The mouse button (0 the main one; a keyboard's Enter reports 0). */
  button: number;
  /** Ctrl, Meta, Shift or Alt was held: a new tab or window, a download, the browser's own business. */
  modified: boolean;
  /** A handler of the page's own (the store picker, the video modal) has taken the click already. */
  defaultPrevented: boolean;
};

/** The page shown: `location`'s origin, path and query. */
export type Here = { origin: string; pathname: string; search: string };

/** Addresses that are files or endpoints, never pages: the browser fetches them itself. */
const NOT_A_PAGE = /^\/(?:api|_next|assets|icons|og)(?:\/|$)|\.[a-z0-9]+$/i;

/** The path, query and hash to hand to the router for `click`, or null when the browser should follow the link. */
export function routerPathFor(click: LinkClick, here: Here): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return null;
  if (click.target !== "" && click.target.toLowerCase() !== "_self") return null;
  let url: URL;
  try {
    url = new URL(click.href);
  } catch {
    return null;
  }
  // Another host (the other market, the shop, the stores), mailto: and tel: have another origin.
  if (url.origin !== here.origin) return null;
  // A jump within the page shown (the skip link, a table of contents): the browser scrolls, nothing is fetched.
  if (url.hash !== "" && url.pathname === here.pathname && url.search === here.search) return null;
  if (NOT_A_PAGE.test(url.pathname)) return null;
  // A document's Permissions-Policy comes with its first answer and stays for its life: /report, which may ask for
  // the phone's position, must arrive as a document of its own, and leaving it must not keep that policy.
  if (GEOLOCATION_PATHS.includes(url.pathname) || GEOLOCATION_PATHS.includes(here.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
