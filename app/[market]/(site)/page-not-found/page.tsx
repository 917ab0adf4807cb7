import { notFound } from "next/navigation";

/**
 * The proxy rewrites every path no page claims here, so the not-found page is prerendered once per market, inside
 * that market's chrome, and served with a 404.
 */
export default function PageNotFound() {
  notFound();
}
