import { expect, type APIRequestContext } from "@playwright/test";

/** The instant after which the served copy of a page stops showing its live figures (components/live/LiveGuard.tsx). */
export function liveUntilOf(html: string): number {
  return Number(/<script data-until="(\d+)">/.exec(html)?.[1] ?? NaN);
}

/**
 * Waits until the page cache serves `path` with live figures a browser will show for at least another minute. A copy
 * whose figures are out of date is what the first visitor after a quiet spell gets, and it leaves them out
 * (lib/gbfs/live-guard.cjs): a spec run more than ten minutes after the build could meet one. The first request
 * re-renders a stale copy in the background, as any visit does, and a later one gets the new copy.
 */
export async function liveCopy(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => liveUntilOf(await (await request.get(path, { maxRedirects: 0 })).text()) - Date.now(), { timeout: 15_000, intervals: [250] })
    .toBeGreaterThan(60_000);
}
