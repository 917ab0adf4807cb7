"use strict";
// The SHA-256 sources a page's Content-Security-Policy needs for its own inline scripts (server/script-policy.cjs).
// The App Router writes a bootstrap and its flight data (`self.__next_f.push(…)`) as inline scripts that differ per
// page, per build and per ISR refresh, so they are hashed from the exact body being sent; only those of a known
// shape (known-scripts.cjs) are, so one planted upstream of the preload is not.
const crypto = require("node:crypto");

const { isKnownScript } = require("./known-scripts.cjs");

// An opening tag whose attribute values may hold `>`, its text, and the end tag (`</script` then space, `/` or `>`).
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// The HTML standard's JavaScript MIME type essences, plus "module"; any other type (JSON-LD, JSON, templates) is data.
const JAVASCRIPT_TYPES = new Set([
  "", "module", "application/ecmascript", "application/javascript", "application/x-ecmascript", "application/x-javascript",
  "text/ecmascript", "text/javascript", "text/javascript1.0", "text/javascript1.1", "text/javascript1.2", "text/javascript1.3",
  "text/javascript1.4", "text/javascript1.5", "text/jscript", "text/livescript", "text/x-ecmascript", "text/x-javascript",
]);

/** Lower-cased attribute names to their values ("" for a bare attribute). */
function attributesOf(source) {
  const attributes = new Map();
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? "");
  }
  return attributes;
}

/** Whether a browser runs this script element's text: no src, and a JavaScript type (or none). */
function runsInline(attributes) {
  if (attributes.has("src")) return false;
  return JAVASCRIPT_TYPES.has((attributes.get("type") ?? "").trim().toLowerCase());
}

/** The text of every inline script a browser would execute, in document order. */
function executableInlineScripts(html) {
  const scripts = [];
  for (const [, attributeSource, text] of html.matchAll(SCRIPT)) {
    if (runsInline(attributesOf(attributeSource))) scripts.push(text);
  }
  return scripts;
}

/** The CSP hash source (`'sha256-…'`) that allows an inline script whose text, as parsed, is `text`. */
const hashSource = (text) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * CSP hash sources (`'sha256-…'`) for the executable inline scripts of `html` that the framework or the site wrote
 * (known-scripts.cjs), without repeats; `onUnknown` hears of each other one, which stays unhashed and is blocked. A
 * browser hashes the script's text as parsed, and HTML parsing turns CRLF and lone CR into LF, so the hash does too.
 */
function inlineScriptHashes(html, onUnknown = () => undefined) {
  const hashes = new Set();
  for (const text of executableInlineScripts(html)) {
    const parsed = text.replace(/\r\n?/g, "\n");
    if (!isKnownScript(parsed)) {
      onUnknown(parsed);
      continue;
    }
    hashes.add(hashSource(parsed));
  }
  return [...hashes];
}

module.exports = { SCRIPT, attributesOf, executableInlineScripts, hashSource, inlineScriptHashes };
