import { notFound } from "next/navigation";
import { MARKET_KEYS, isMarketKey, type MarketKey } from "@/lib/market";

export type MarketParams = { market: string };

/** The market segment of a prerendered path; anything else is not a page. */
export function marketOf(params: MarketParams): MarketKey {
  if (!isMarketKey(params.market)) notFound();
  return params.market;
}

export const marketStaticParams = () => MARKET_KEYS.map((market) => ({ market }));

/** Static params for a keyed route in every market. */
export function keyedStaticParams<K extends string, N extends string>(name: N, keys: readonly K[]) {
  return MARKET_KEYS.flatMap((market) => keys.map((key) => ({ market, [name]: key }) as { market: MarketKey } & Record<N, K>));
}
