/**
 * Pure helpers for the pages the app opens (/app-info/{slug}, /referral/{uuid}). They run in the browser, so
 * they avoid zod (its size would blow the page's script budget); in-app.test.ts holds them to the shared
 * contracts in lib/facade/contracts.ts.
 */

/** After a successful load the loader stays up this long, so the page never flashes (spec: 700 ms). */
export const LOADER_HOLD_MS = 700;

/** The path segment after `/{section}/`, decoded; undefined when there is none or it is not one segment. */
export function segmentAfter(pathname: string, section: string): string | undefined {
  const parts = pathname.split("/").filter(Boolean);
  if (parts[0] !== section || parts.length !== 2 || !parts[1]) return undefined;
  try {
    return decodeURIComponent(parts[1]);
  } catch {
    return undefined;
  }
}

function dataField(body: unknown, field: string): string | undefined {
  if (typeof body !== "object" || body === null || !("data" in body)) return undefined;
  const data = body.data;
  if (typeof data !== "object" || data === null || !(field in data)) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === "string" ? value : undefined;
}

/** The markdown of an app-info answer ({data: {content}}). */
export const readAppInfo = (body: unknown) => dataField(body, "content");

/**
 * App-info markdown with each "{phone}" made a call link to the market's number: one text serves both markets,
 * and a rider stuck mid-ride gets the number to tap, not "call us".
 */
export const withPhone = (markdown: string, phone: { label: string; href: string }) =>
  markdown.replaceAll("{phone}", `[${phone.label}](${phone.href})`);

/** The code of a referral answer ({data: {referralCode}}); an empty code counts as no answer. */
export const readReferralCode = (body: unknown) => dataField(body, "referralCode")?.trim() || undefined;
