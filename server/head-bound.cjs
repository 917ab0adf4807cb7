"use strict";
// No response head outgrows the edge's buffer for it (deploy/edge.conf.template, proxy_buffer_size 16k less the
// cache key): nginx reads a head that does not fit as "upstream sent too big header" and counts it against the
// instance (max_fails), whatever the request was, so a client whose request Next echoes back larger (a redirect
// percent-encodes `"` `{` `'`… in Location and Refresh, tripling them) could take a healthy instance out of the
// pool (issue 55). A head over HEAD_LIMIT is that request's own error instead: 414 uri_too_long, the headers that
// echoed it dropped, the framing ones (length, type, encoding) kept with the body as it was.

/** Bytes of head the edge takes from an instance: its 16 KiB buffer less a cache key (at most about 1.5 KiB) and room. */
const HEAD_LIMIT = 12 * 1024;
const FRAMING = new Set(["content-length", "content-type", "content-encoding", "transfer-encoding", "vary", "date"]);

/** The size of one header as Node writes it: `Name: value\r\n` for each value. */
function headerBytes(name, value) {
  const values = Array.isArray(value) ? value : [value];
  return values.reduce((sum, entry) => sum + Buffer.byteLength(String(entry)) + name.length + 4, 0);
}

/** What the head would weigh: the response's headers, those handed to writeHead over them, and the status line. */
function headSize(response, reason, headers) {
  const merged = { ...response.getHeaders() };
  if (Array.isArray(headers)) {
    const flat = Array.isArray(headers[0]) ? headers.flat() : headers;
    for (let i = 0; i + 1 < flat.length; i += 2) merged[String(flat[i]).toLowerCase()] = flat[i + 1];
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) merged[name.toLowerCase()] = value;
  }
  let size = 17 + (typeof reason === "string" ? reason.length : 0);
  for (const [name, value] of Object.entries(merged)) if (value !== undefined) size += headerBytes(name, value);
  return size;
}

/** When each warning function last wrote a line. */
const lastWarned = new WeakMap();

/** Makes `response` answer 414 in place of a head over `limit` bytes (Node calls writeHead for an implicit head too). */
function boundHead(response, limit = HEAD_LIMIT, warn = console.warn) {
  const writeHead = response.writeHead;
  response.writeHead = function writeBoundedHead(statusCode, reason, headers) {
    const [text, fields] = typeof reason === "string" ? [reason, headers] : [undefined, reason];
    const size = headSize(this, text, fields);
    if (size <= limit || this.headersSent) return writeHead.apply(this, arguments);
    const kept = {};
    const own = { ...this.getHeaders() };
    if (fields && !Array.isArray(fields)) for (const [name, value] of Object.entries(fields)) own[name.toLowerCase()] = value;
    for (const name of this.getHeaderNames()) this.removeHeader(name);
    for (const [name, value] of Object.entries(own)) if (FRAMING.has(name) && value !== undefined) kept[name] = value;
    kept["cache-control"] = "no-store";
    const now = Date.now();
    // One line a second at most: a flood of long requests is not a flood of log lines.
    if (now - (lastWarned.get(warn) ?? 0) > 1000) {
      lastWarned.set(warn, now);
      warn(JSON.stringify({ level: "warn", event: "response_head_too_large", status: statusCode, bytes: size, limit }));
    }
    return writeHead.call(this, 414, kept);
  };
}

module.exports = { HEAD_LIMIT, boundHead, headSize };
