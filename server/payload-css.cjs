"use strict";
// Takes the stylesheets' text out of a page's inline flight data (server/script-policy.cjs, before hashing).
//
// With experimental.inlineCss, Next writes each stylesheet into the page's <style> and again, once or twice, as text
// rows of the flight data in the same HTML (vercel/next.js#95141, #98079): about a third of a page's compressed
// bytes, parsed on every load, for nothing. A small stylesheet's text is written inline instead, as its element's
// children string. Both belong to hoistable `<style precedence href>` elements, and React adopts such a style already
// in the document by its href (`style[data-href~=…]`) without reading its text, so a text is emptied only when the
// document's own <style> names its href. Client-side navigations fetch their payloads separately and keep the text,
// so a page not yet in the document still gets its styles.
const { SCRIPT, attributesOf } = require("./inline-scripts.cjs");

const STYLE_TAG = /<style\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const FLIGHT_TEXT = /^self\.__next_f\.push\((\[1,"[\s\S]*"\])\)$/;
const FLIGHT_OTHER = /^self\.__next_f\.push\(\[(\d+)/;
// A hoistable style element row: its href and the id of the text row holding its CSS.
const STYLE_ELEMENT = /\["\$","style","[^"]*",\{([^{}]*)\}\]/g;
const HREF = /"href":"([^"\\]+)"/;
const PRECEDENCE = /"precedence":"[^"\\]+"/;
const CHILDREN_ROW = /"children":"\$([0-9a-f]+)"/;
// A hoistable style element whose CSS is written inline, as its children string (Next does so for small stylesheets):
// its props before the children, which must name its precedence and href.
const INLINE_STYLE = /\["\$","style","[^"\\]*",\{((?:"[A-Za-z]+":"[^"\\]*",)*)"children":"(?!\$)/g;
// A hint row (`:HL[…]`, a preload) has no id.
const ROW_ID = /^[0-9a-f]*$/;

/** As Next escapes JSON inside a <script> (htmlEscapeJsonString), so the text cannot end the element. */
const scriptSafe = (json) => json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The hrefs the document's own <style> elements carry (React writes several in one `data-href`, space-separated). */
function inlinedHrefs(html) {
  const hrefs = new Set();
  for (const [, attributes] of html.matchAll(STYLE_TAG)) {
    for (const href of (attributesOf(attributes).get("data-href") ?? "").split(/\s+/)) if (href) hrefs.add(href);
  }
  return hrefs;
}

/** Ids of the text rows that hold the CSS of a style the document already has. */
function styleRowIds(flight, hrefs) {
  const ids = new Set();
  for (const [, props] of flight.matchAll(STYLE_ELEMENT)) {
    const href = HREF.exec(props)?.[1];
    const row = CHILDREN_ROW.exec(props)?.[1];
    if (href && row && PRECEDENCE.test(props) && hrefs.has(href)) ids.add(row);
  }
  return ids;
}

/**
 * Byte ranges [from, to) of `flight` holding the inline CSS of a style the document already has: the text of the
 * JSON string, left empty. Read as latin1 so an index is a byte offset; a UTF-8 sequence never holds `"` or `\`.
 */
function inlineCssRanges(bytes, hrefs) {
  const text = bytes.toString("latin1");
  const ranges = [];
  for (const match of text.matchAll(INLINE_STYLE)) {
    const href = HREF.exec(match[1])?.[1];
    if (!href || !PRECEDENCE.test(match[1]) || !hrefs.has(href)) continue;
    const from = match.index + match[0].length;
    let to = from;
    while (to < text.length && text[to] !== '"') to += text[to] === "\\" ? 2 : 1;
    if (to >= text.length) return null;
    ranges.push([from, to, ""]);
  }
  return ranges;
}

/**
 * Byte ranges [from, to) of `flight` to replace with "0," (the length and text of each text row in `ids`), found by
 * walking the rows: `id:T<hex byte length>,<text>` or `id:<anything but T>…\n` (a hint has no id). Null when the data is not of that shape.
 */
function cssRanges(bytes, ids) {
  const ranges = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) return null;
    const id = bytes.toString("latin1", at, colon);
    if (!ROW_ID.test(id)) return null;
    if (bytes[colon + 1] === 0x54 /* T */) {
      const comma = bytes.indexOf(0x2c, colon + 2);
      const hex = comma < 0 ? "" : bytes.toString("latin1", colon + 2, comma);
      if (!/^[0-9a-f]+$/.test(hex)) return null;
      const end = comma + 1 + parseInt(hex, 16);
      if (end > bytes.length) return null;
      if (ids.has(id)) ranges.push([colon + 2, end, "0,"]);
      at = end;
    } else {
      const newline = bytes.indexOf(0x0a, colon);
      at = newline < 0 ? bytes.length : newline + 1;
    }
  }
  return ranges;
}

/** `html` with the CSS text of its inlined stylesheets left out of its flight data; `html` itself when unsure. */
function withoutPayloadCss(html) {
  const chunks = [];
  for (const match of html.matchAll(SCRIPT)) {
    const text = match[2];
    const kind = FLIGHT_OTHER.exec(text)?.[1];
    if (kind === undefined) continue;
    // A binary chunk between text chunks would break the walk over rows: leave such a page as it is.
    if (kind !== "0" && kind !== "1") return html;
    if (kind === "0") continue;
    const json = FLIGHT_TEXT.exec(text)?.[1];
    let value;
    try {
      value = json && JSON.parse(json)[1];
    } catch {
      return html;
    }
    if (typeof value !== "string") return html;
    const start = match.index + match[0].indexOf(">") + 1;
    chunks.push({ start, end: start + text.length, bytes: Buffer.from(value, "utf8") });
  }
  if (!chunks.length) return html;

  const flight = Buffer.concat(chunks.map((chunk) => chunk.bytes));
  const hrefs = inlinedHrefs(html);
  const ids = styleRowIds(flight.toString("utf8"), hrefs);
  const rowRanges = ids.size ? cssRanges(flight, ids) : [];
  const inlineRanges = inlineCssRanges(flight, hrefs);
  if (!rowRanges || !inlineRanges) return html;
  const ranges = [...rowRanges, ...inlineRanges].sort((a, b) => a[0] - b[0]);
  if (!ranges.length) return html;

  // Cut each chunk's share of the ranges; the new length goes where its row's length began.
  let offset = 0;
  for (const chunk of chunks) {
    const from = offset;
    const to = offset + chunk.bytes.length;
    offset = to;
    const parts = [];
    let at = from;
    for (const [rangeFrom, rangeTo, replacement] of ranges) {
      if (rangeTo <= from || rangeFrom >= to) continue;
      if (rangeFrom > at) parts.push(flight.subarray(at, rangeFrom));
      if (rangeFrom >= from) parts.push(Buffer.from(replacement));
      at = Math.min(rangeTo, to);
    }
    if (at === from && !parts.length) continue;
    if (at < to) parts.push(flight.subarray(at, to));
    chunk.replacement = `self.__next_f.push(${scriptSafe(JSON.stringify([1, Buffer.concat(parts).toString("utf8")]))})`;
  }
  let out = html;
  for (const chunk of [...chunks].reverse()) {
    if (chunk.replacement !== undefined) out = out.slice(0, chunk.start) + chunk.replacement + out.slice(chunk.end);
  }
  return out;
}

module.exports = { withoutPayloadCss };
