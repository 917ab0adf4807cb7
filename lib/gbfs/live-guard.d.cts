export const LAST_GOOD_MS: number;
export const LIVE_GUARD: string;
export const STALE_ATTRIBUTE: string;
export function liveUntil(dataTime: number): number;
