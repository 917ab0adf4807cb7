/**
 * When a page fetches the next page ahead (components/layout/useLinkPrefetch.ts), so a tap is answered from the App
 * Router's cache instead of waiting a round trip and the payload (issue 72), without spending a rider's data on pages
 * they never open: nothing before the page is alive and the browser idle, nothing on Save-Data or a 2G-like
 * connection, and at most PREFETCH_BUDGET_BYTES of payloads a page.
 */

/** What one page may fetch ahead, compressed bytes over the wire: about four city pages' payloads. */
export const PREFETCH_BUDGET_BYTES = 64 * 1024;
/**
 * What a payload is assumed to cost before it is measured: above the largest page's compressed RSC payload
 * (`/pricing`, `/city/*`), so the budget holds before the first one is measured. A larger payload, once measured,
 * raises the estimate for the next.
 */
export const PAYLOAD_ESTIMATE_BYTES = 16 * 1024;
/** How long a pointer rests on a link before it counts as intent (instant.page's hover delay). */
export const HOVER_INTENT_MS = 65;
/** How long a link stays in view before it is fetched ahead: a page scrolled past fetches nothing. */
export const VIEW_DWELL_MS = 300;

/** `navigator.connection` where the browser has it (Chromium): the rider's own data saver and the network's kind. */
export type Connection = { saveData?: boolean; effectiveType?: string } | undefined;

/** The rider asked to save data, or the connection is 2G-like: nothing is fetched ahead. */
export function holdsBack(connection: Connection): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === "2g" || connection.effectiveType === "slow-2g";
}

/** What a page has fetched ahead: per path, the bytes reserved when it was asked for and the bytes measured since. */
export type Ledger = ReadonlyMap<string, { reserved: number; measured: number }>;

/** What the ledger counts as spent: each path at the larger of its reservation and its measured bytes. */
export const spent = (ledger: Ledger) => [...ledger.values()].reduce((sum, { reserved, measured }) => sum + Math.max(reserved, measured), 0);

/** What the next payload is assumed to cost: the estimate, or the largest payload measured so far if larger. */
export const nextEstimate = (ledger: Ledger) => Math.max(PAYLOAD_ESTIMATE_BYTES, ...[...ledger.values()].map(({ measured }) => measured));

/** Why a link is fetched ahead: a touch, press, focus or resting pointer on it, or its staying in view. */
export type Reason = "intent" | "view";

/**
 * Whether `path` may be fetched ahead now: the page is alive and the browser has been idle once (`ready`), the
 * rider's connection does not hold back, the path was not fetched ahead already, and its estimated cost fits in
 * what is left of the budget. Links in view may not take the budget's last payload: it is kept for the link a
 * rider touches, which is the one most likely opened.
 */
export function mayPrefetch(path: string, ledger: Ledger, ready: boolean, connection: Connection, reason: Reason = "intent", budget = PREFETCH_BUDGET_BYTES): boolean {
  if (!ready || holdsBack(connection) || ledger.has(path)) return false;
  const estimate = nextEstimate(ledger);
  return spent(ledger) + estimate + (reason === "view" ? estimate : 0) <= budget;
}

/** The ledger after `path` is asked for: its estimated cost reserved. */
export function reserve(ledger: Ledger, path: string): Ledger {
  return new Map(ledger).set(path, { reserved: nextEstimate(ledger), measured: 0 });
}

/** The ledger after `bytes` more of `path`'s payload arrived (a prefetch may take more than one request). */
export function record(ledger: Ledger, path: string, bytes: number): Ledger {
  const entry = ledger.get(path);
  if (!entry || !(bytes > 0)) return ledger;
  return new Map(ledger).set(path, { ...entry, measured: entry.measured + bytes });
}
