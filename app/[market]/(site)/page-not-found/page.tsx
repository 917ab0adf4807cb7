import { NotFoundView } from "@/components/layout/NotFoundView";

export { metadata } from "../not-found";

/**
 * The proxy rewrites every path no page claims here, with a 404 status, so the not-found page is prerendered once
 * per market, inside that market's chrome. It renders the view itself rather than calling notFound(): a page that
 * calls it is prerendered as an empty error shell the browser fills in with JavaScript, and a reader without
 * scripts, a link preview or a crawler saw a blank page.
 */
export default function PageNotFound() {
  return <NotFoundView />;
}
