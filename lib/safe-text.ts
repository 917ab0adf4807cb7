/**
 * What the site itself checks in a value it passes on: a length cap and no control characters. Every format rule
 * beyond that belongs to the API (the operator's, or the embedded facade's own rules). Plain functions without
 * zod, so the browser's in-app and join pages use the very same rule as the request schemas.
 */

/** Right-to-left marks and the bidi embeddings, overrides and isolates: they can make text read differently. */
const BIDI = "\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";

/**
 * What a single line must not hold beyond those: the Unicode line and paragraph separators (a line break to
 * JavaScript and to many mail and log readers) and the zero-width characters, which make two values that look
 * the same differ (zero-width space, non-joiner, joiner, word joiner, byte-order mark).
 */
const NOT_ONE_LINE = "\\u2028\\u2029\\u200b-\\u200d\\u2060\\ufeff";

/** C0 controls, DEL, C1 controls, bidi controls, line and paragraph separators and zero-width characters. */
const CONTROL = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${BIDI}${NOT_ONE_LINE}]`);
/**
 * C0, DEL, C1 and bidi controls less tab and line feed: what a paragraph typed into a text area may hold (line
 * separators and zero-width joiners included: a message may break lines and join an emoji sequence).
 */
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
