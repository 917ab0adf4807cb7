import type { MarketsFile } from "@/lib/content/schemas";

export const MARKET_KEYS = ["nz", "au"] as const;
export type MarketKey = (typeof MARKET_KEYS)[number];

export function isMarketKey(value: string): value is MarketKey {
  return (MARKET_KEYS as readonly string[]).includes(value);
}

// A Host value as RFC 9110 allows it: a name (or bracketed IPv6 literal) and an optional numeric port. nginx reads
// hosts the same way (lower case, one trailing dot dropped), so the edge and the site agree on every market.
const HOST_PATTERN = /^(?<name>[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)\.?(?::\d{0,5})?$/;
const IPV6_PATTERN = /^(?<name>\[[0-9a-f:.]+\])(?::\d{0,5})?$/;

/**
 * Lower-cases a Host header and drops its port and one trailing dot. Anything that is not a well-formed host (a
 * port that is not a number, spaces, empty labels) gives "", which no market lists: `…com.au:x` is not an
 * Australian host.
 */
export function normaliseHost(hostHeader: string | null | undefined): string {
  const host = (hostHeader ?? "").trim().toLowerCase();
  return (HOST_PATTERN.exec(host) ?? IPV6_PATTERN.exec(host))?.groups?.name ?? "";
}

/**
 * The market a request's host belongs to. Unknown hosts fall back to the first listed domain, so they get its
 * contact details and New Zealand wording.
 */
export function resolveMarket(hostHeader: string | null | undefined, data: MarketsFile): MarketKey {
  const host = normaliseHost(hostHeader);
  const known = data.hosts.find((entry) => entry.host === host);
  const fallback = data.hosts[0];
  if (!fallback) throw new Error("content/markets.json lists no hosts");
  return (known ?? fallback).market;
}
