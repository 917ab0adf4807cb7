/**
 * What the site itself checks in a value it passes on: a length cap and no control characters. Every format rule
 * beyond that belongs to the API (the operator's, or the embedded facade's own rules). Plain functions without
 * zod, so the browser's in-app and join pages use the very same rule as the request schemas.
 */

/** Right-to-left marks and the bidi embeddings, overrides and isolates: they can make text read differently. */
const BIDI = "\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";

/** C0 controls, DEL, C1 controls and bidi controls. */
const CONTROL = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${BIDI}]`);
/** The same, less tab and line feed: what a paragraph typed into a text area may hold. */
const CONTROL_IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${BIDI}]`);

/**
 * True when the value holds a control character. `multiline` allows tab and line feed (call
 * normaliseLineBreaks first, so a CRLF typed on Windows counts as a line feed and a lone CR does not).
 */
export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_IN_TEXT : CONTROL).test(value);
}

/** CRLF as LF, the line break the rest of the site stores. */
export const normaliseLineBreaks = (value: string) => value.replace(/\r\n/g, "\n");

/** Caps on values read from a path (plan keys, app-info slugs, referral ids) and on verification tokens. */
export const MAX_PATH_VALUE = 200;
export const MAX_TOKEN = 4096;

/** A value the site will send on: not empty, at most `max` characters, no control characters. */
export const isSafeValue = (value: string, max = MAX_PATH_VALUE) => value.length > 0 && value.length <= max && !hasControlCharacters(value);
