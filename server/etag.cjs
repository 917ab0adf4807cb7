"use strict";
// One ETag per encoding (server/script-policy.cjs): the preload compresses after Next has tagged the plain body, so a
// Brotli, a gzip and an identity copy would otherwise share one strong ETag, and a cache could answer a conditional
// request for one with another's bytes. Compressed copies get a suffix (`"abc-br"`, `"abc-gz"`); before Next sees a
// request, a tag carrying the suffix of the encoding this request would get is turned back into Next's own, so
// If-None-Match still yields a 304, and a tag for another encoding no longer matches.
// A page's quick Brotli copy (quality 5, sent while its quality 11 copy is being made, server/page-brotli.cjs) has
// other bytes than the slow copy, so a tag of its own, which revalidates as the Brotli copy's does and keeps its name
// in the 304: the client's bytes are still a copy of the page, and the tag still names exactly them.
const SUFFIX = { br: "-br", gzip: "-gz", "br-quick": "-brq" };
/** The copies a client that is sent `encoding` may hold, the usual one first. */
const COPIES = { br: ["br", "br-quick"], gzip: ["gzip"] };
const TAG = /^\s*(W\/)?"([^"]*)"\s*$/;

/** `etag` marked as the `encoding` copy ("br", "gzip"); unchanged for identity or a value that is not a tag. */
function withEncoding(etag, encoding) {
  const suffix = SUFFIX[encoding];
  const match = TAG.exec(String(etag ?? ""));
  if (!suffix || !match) return etag;
  return `${match[1] ?? ""}"${match[2]}${suffix}"`;
}

/**
 * Rewrites the request's If-None-Match for Next: tags of a copy of `encoding` lose their suffix. Returns the copy
 * whose tag did ("br" before "br-quick"), or null, so a 304 can name the tag the client holds.
 */
function unmarkIfNoneMatch(headers, encoding) {
  const copies = COPIES[encoding];
  const value = headers["if-none-match"];
  if (!copies || typeof value !== "string") return null;
  const unmarked = new Set();
  headers["if-none-match"] = value
    .split(",")
    .map((tag) => {
      const match = TAG.exec(tag);
      const copy = match && copies.find((name) => match[2].endsWith(SUFFIX[name]));
      if (!copy) return tag.trim();
      unmarked.add(copy);
      return `${match[1] ?? ""}"${match[2].slice(0, -SUFFIX[copy].length)}"`;
    })
    .join(", ");
  return copies.find((name) => unmarked.has(name)) ?? null;
}

module.exports = { unmarkIfNoneMatch, withEncoding };
