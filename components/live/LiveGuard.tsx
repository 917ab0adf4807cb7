import { LIVE_GUARD } from "@/lib/gbfs/live-guard.cjs";

/**
 * Hides the live figures after it in a copy served once they are older than `until` (ms since the epoch, from
 * liveUntil) by the visitor's clock (lib/gbfs/live-guard.cjs). Placed before the figures, or right after a drawing
 * with a `data-stale-label`.
 */
export function LiveGuard({ until }: { until: number }) {
  return <script data-until={until} dangerouslySetInnerHTML={{ __html: LIVE_GUARD }} />;
}
