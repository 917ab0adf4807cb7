import type { APIRequestContext } from "@playwright/test";
import type { MarketKey } from "./fixtures";
import { E2E_PORT, MARKET_HOSTS } from "./hosts";

/**
 * Plain HTTP requests outside the browser. Only Chromium maps the product hosts to loopback, so these go to
 * 127.0.0.1 and name the market's host in the Host header, as a real visitor's request would.
 */
export function getAs(request: APIRequestContext, market: MarketKey, path: string) {
  return request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
    headers: { host: `${MARKET_HOSTS[market]}:${E2E_PORT}` },
    maxRedirects: 0,
  });
}

/** Status and target path of a response that should be a redirect. */
export async function redirectOf(request: APIRequestContext, market: MarketKey, path: string) {
  const response = await getAs(request, market, path);
  return { status: response.status(), location: new URL(response.headers().location ?? "", "http://unused").pathname };
}
