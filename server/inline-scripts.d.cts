/** An inline or external <script> element: its attribute source (1) and its text (2); global, for matchAll. */
export const SCRIPT: RegExp;
/** Lower-cased attribute names of a tag's attribute source to their values, as written ("" for a bare attribute). */
export function attributesOf(source: string): Map<string, string>;
export function executableInlineScripts(html: string): string[];
/** The CSP hash source (`'sha256-…'`) that allows an inline script whose text, as parsed, is `text`. */
export function hashSource(text: string): string;
export function inlineScriptHashes(html: string, onUnknown?: (script: string) => void): string[];
