import type { MarketsFile } from "@/lib/content/schemas";

export const MARKET_KEYS = ["nz", "au"] as const;
export type MarketKey = (typeof MARKET_KEYS)[number];

export function isMarketKey(value: string): value is MarketKey {
  return (MARKET_KEYS as readonly string[]).includes(value);
}

/** Lower-cases a Host header and drops its port (also for bracketed IPv6 literals). */
export function normaliseHost(hostHeader: string | null | undefined): string {
  const host = (hostHeader ?? "").trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.replace(/:\d*$/, "").replace(/\.$/, "");
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
