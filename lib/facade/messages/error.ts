/** One form's error messages: the spec's words for the codes it names, and its generic one for any other. */
export type FormMessages = { codes: Readonly<Record<string, string>>; other: string };

/**
 * A 429, from the site's limiter or the edge's: the one error a rider fixes by waiting, so it says so instead of
 * the catch-all (an office behind one address shares the per-address budget).
 */
export const RATE_LIMITED_MESSAGE = "Too many requests from your network just now. Please try again in a minute.";

/** The message a form shows for an error code; any code its messages do not name gets the form's generic one. */
export function messageFor(messages: FormMessages, code: string | undefined): string {
  if (code === "rate_limited") return RATE_LIMITED_MESSAGE;
  return (code !== undefined && Object.hasOwn(messages.codes, code) ? messages.codes[code] : undefined) ?? messages.other;
}
