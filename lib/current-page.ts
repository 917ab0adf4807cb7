import { MARKET_KEYS } from "@/lib/market";

const MARKET_PREFIX = new RegExp(`^/(?:${MARKET_KEYS.join("|")})(?=/|$)`);

/**
 * The path a visitor sees, from `usePathname()`: a prerender reads the proxy's rewritten path ("/nz/about"), the
 * browser the address bar's ("/about"); dropping the market prefix makes both agree, so hydration matches.
 */
export const visiblePath = (pathname: string) => pathname.replace(MARKET_PREFIX, "").replace(/(.)\/+$/, "$1") || "/";

/** Whether a navigation link points at the page shown: the same path only, not its sections' pages. */
export const isCurrentPage = (pathname: string, href: string) => visiblePath(pathname) === href;
