import { notFound } from "next/navigation";
import { MARKET_KEYS } from "@/lib/market";

/**
 * Claims every path no other route does, so the not-found page renders inside the market's chrome. With
 * dynamicParams off, any path but the one prerendered placeholder is a 404 without a render of its own.
 */
export const dynamicParams = false;
export const generateStaticParams = () => MARKET_KEYS.map((market) => ({ market, rest: ["page-not-found"] }));

export default function UnknownPage() {
  notFound();
}
