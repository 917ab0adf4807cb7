import "server-only";
import { orNull } from "./server";

type Call<T> = Promise<{ ok: true; data: T } | { ok: false }>;

/**
 * True when a failed call should keep the last good page: on a periodic refresh of the production server.
 * `next build` sets NEXT_PHASE for the whole build (prerendering workers included); `next dev` has no cache
 * to keep, so it leaves the section out like the build does.
 */
export const isRefresh = () => process.env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build";

/**
 * Data for a server-rendered section that refreshes periodically (city service areas, safety items).
 * While building, a failed call gives null and the page is built without that section. On a later refresh a
 * failure throws instead, so Next.js keeps serving the last good page rather than replacing it with one that
 * has lost a section; the next refresh tries again.
 */
export async function sectionData<T>(call: Call<T>, refreshing: () => boolean = isRefresh): Promise<T | null> {
  const data = await orNull(call);
  if (data === null && refreshing()) throw new Error("Facade call failed during a refresh; keeping the last good page");
  return data;
}
