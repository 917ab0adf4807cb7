"use strict";
// The instance's response pipeline (hooked in by server/trusted-proxy.cjs): every HTML page gets a script policy of
// its own, and every compressible response is compressed here rather than by Next.
//
// next.config.ts gives every response the site's policy, whose script-src allows any inline script: the App
// Router's inline scripts differ per page, build and ISR refresh, so no header fixed at build can name them. Here a
// text/html response is held back until its body is complete, the executable inline scripts of that exact body are
// hashed, and script-src becomes 'self' plus those hashes (lib/security/csp.cjs). Only then is the body compressed,
// so hashing always sees plain HTML and nothing changes the body after it. Before hashing, the stylesheets' text is
// taken out of the page's flight data, where it repeats the page's <style> (server/payload-css.cjs). A body too
// large to hold goes out as it came, with the site's policy, and one log line. 304 and 204 carry no policy: a browser merges a 304's headers into
// its cached copy, and the site's policy would replace the page's hashed one there.
const { isCompressible, chooseEncoding, compress, immutableCache, MIN_BYTES } = require("./compression.cjs");
const { inlineScriptHashes } = require("./inline-scripts.cjs");
const { withoutPayloadCss } = require("./payload-css.cjs");
const { withScriptHashes } = require("../lib/security/csp.cjs");
const { siteCompression } = require("../lib/deploy/site-compression.cjs");
const { varyWith } = require("./vary-host.cjs");
const { unmarkIfNoneMatch, withEncoding } = require("./etag.cjs");
const { pageBrotli } = require("./page-brotli.cjs");

const POLICY = "content-security-policy";
/** The largest body held back; a page is about 60 kB, the largest script chunk a few hundred. */
const HOLD_LIMIT = 4 * 1024 * 1024;
const FALLBACK_LOG_LIMIT = 1000;
const compressedFiles = immutableCache(32 * 1024 * 1024);
/** Pages' Brotli 11 copies, by body: about 16 kB each. */
const pageCopy = pageBrotli(16 * 1024 * 1024);
const loggedFallbacks = new Set();
/** Read once at start: SITE_COMPRESSION=off leaves compressing to whatever is in front. */
const FROM_ENV = { compression: siteCompression(process.env) };

/** One log line per path (and process) for a page sent with the site's policy instead of its own. */
function logFallback(url, reason) {
  const path = String(url ?? "").split("?")[0];
  if (loggedFallbacks.has(path) || loggedFallbacks.size >= FALLBACK_LOG_LIMIT) return;
  loggedFallbacks.add(path);
  console.warn(`[script-policy] ${path}: ${reason}; sent with the site's policy (inline scripts allowed)`);
}

/** One log line per path (and process) for a page holding an inline script of no known shape, left unhashed. */
function logUnhashed(url) {
  const path = String(url ?? "").split("?")[0];
  const key = `unhashed ${path}`;
  if (loggedFallbacks.has(key) || loggedFallbacks.size >= FALLBACK_LOG_LIMIT) return;
  loggedFallbacks.add(key);
  console.warn(`[script-policy] ${path}: an inline script of no known shape was left out of the policy (blocked)`);
}

/** What writeHead(status, [reason], [headers]) would set, set on the response without sending anything. */
function deferHead(response, statusCode, reason, headers) {
  if (typeof reason !== "string") headers = reason;
  else response.statusMessage = reason;
  response.statusCode = statusCode;
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    return;
  }
  const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((value, i) => (i % 2 ? [] : [[value, headers[i + 1]]]));
  const seen = new Set();
  for (const [name, value] of pairs) {
    const key = String(name).toLowerCase();
    if (seen.has(key)) response.appendHeader(name, value);
    else response.setHeader(name, value);
    seen.add(key);
  }
}

const asBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Takes over `response` for one request: decides, when its head is complete (first write, end or flushHeaders),
 * whether to hold the body back to hash it (HTML) and/or compress it (`compression` on and the client accepts it).
 */
function sealResponse(request, response, { compression } = FROM_ENV) {
  // HEAD answers exactly as GET would (length, encoding, the page's own policy): the page is rendered as for GET,
  // and Node, which chose at the request's arrival that a HEAD response has no body, sends the head alone.
  if (request.method === "HEAD") request.method = "GET";
  const own = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders };
  let plan = null;
  let chunks = [];
  let size = 0;
  let ended = false;
  // The copy this client would get, known before Next answers; a 304 for a tag of it names that tag.
  const wanted = compression ? chooseEncoding(request.headers["accept-encoding"]) : null;
  const revalidatedCopy = unmarkIfNoneMatch(request.headers, wanted);

  const restore = () => Object.assign(response, own);

  function decide() {
    const status = response.statusCode;
    if (status === 304 || status === 204) response.removeHeader(POLICY);
    if (status === 304 && revalidatedCopy) response.setHeader("ETag", withEncoding(response.getHeader("etag"), revalidatedCopy));
    const bodiless = status === 204 || status === 304 || status < 200;
    const type = String(response.getHeader("content-type") ?? "");
    const compressible =
      compression && isCompressible(type) && !response.getHeader("content-encoding") && status !== 206 && !/\bno-transform\b/i.test(String(response.getHeader("cache-control") ?? ""));
    if (compressible) response.setHeader("Vary", varyWith(response.getHeader("vary"), "Accept-Encoding"));
    const encoding = compressible && !bodiless ? chooseEncoding(request.headers["accept-encoding"]) : null;
    let hash = !bodiless && /^text\/html\b/i.test(type) && response.hasHeader(POLICY);
    if (hash && response.getHeader("content-encoding")) {
      logFallback(request.url, "body already encoded");
      hash = false;
    }
    // An image (a share card) is held too, only to go out with its Content-Length: Next pipes a route handler's
    // body chunked, and some link-preview fetchers refuse or truncate an image of unknown length.
    const sized = !bodiless && /^image\//i.test(type) && !response.hasHeader("content-length");
    plan = { hash, encoding, page: !bodiless && /^text\/html\b/i.test(type) };
    if (!hash && !encoding && !sized) restore();
    return hash || encoding || sized;
  }

  /** Sends what is held as it came: the site's policy stays, the body is not compressed. */
  function spill(reason) {
    if (plan.hash) logFallback(request.url, reason);
    restore();
    const held = chunks;
    chunks = null;
    for (const chunk of held) own.write.call(response, chunk);
  }

  function hold(chunk, encoding) {
    if (chunk === undefined || chunk === null) return;
    const buffer = asBuffer(chunk, encoding);
    chunks.push(buffer);
    size += buffer.length;
  }

  /** `copy` names the compressed copy for its ETag: the encoding, or "br-quick" for a page's quality 5 stand-in. */
  function send(body, encoding, callback, copy = encoding) {
    restore();
    if (response.destroyed) return;
    if (encoding) response.setHeader("Content-Encoding", encoding);
    if (encoding && response.hasHeader("etag")) response.setHeader("ETag", withEncoding(response.getHeader("etag"), copy));
    response.setHeader("Content-Length", body.length);
    own.end.call(response, body, callback);
  }

  function finish(callback) {
    let body = Buffer.concat(chunks, size);
    chunks = null;
    if (plan.hash) {
      body = Buffer.from(withoutPayloadCss(body.toString("utf8")), "utf8");
      response.setHeader(POLICY, withScriptHashes(String(response.getHeader(POLICY)), inlineScriptHashes(body.toString("utf8"), () => logUnhashed(request.url))));
    }
    if (!plan.encoding || body.length < MIN_BYTES) return send(body, null, callback);
    const failed = (error) => {
      console.warn(`[script-policy] ${request.url}: ${plan.encoding} failed (${error.message}); sent uncompressed`);
      send(body, null, callback);
    };
    const cacheControl = String(response.getHeader("cache-control") ?? "");
    // Every visitor of a page gets its bytes until it is rendered again. A private or one-time page is one visitor's:
    // compressed at the usual level, and never kept.
    if (plan.encoding === "br" && plan.page && !/\b(?:private|no-store)\b/i.test(cacheControl)) {
      pageCopy(body).then((made) => send(made.body, "br", callback, made.quick ? "br-quick" : "br"), failed);
      return;
    }
    // Hashed scripts and stylesheets stay at the usual level: at 11 they reached the phone sooner and ran before its
    // first paint (docs/performance.md, Compression levels).
    const key = response.statusCode === 200 && /\bimmutable\b/.test(cacheControl) ? `${plan.encoding} ${request.url}` : null;
    const known = key && compressedFiles.get(key);
    if (known) return send(known, plan.encoding, callback);
    compress(body, plan.encoding).then(
      (compressed) => {
        if (key) compressedFiles.set(key, compressed);
        send(compressed, plan.encoding, callback);
      },
      failed,
    );
  }

  response.writeHead = function writeHeadLater(statusCode, reason, headers) {
    deferHead(this, statusCode, reason, headers);
    return this;
  };
  response.flushHeaders = function flushHeadersLater() {
    // Next flushes the head before streaming a body; a held response sends it with the body.
    if (!plan && !decide()) return own.flushHeaders.call(this);
  };
  response.write = function writeHeld(chunk, encoding, callback) {
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (!plan && !decide()) return own.write.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    if (size > HOLD_LIMIT) spill(`body over ${HOLD_LIMIT} bytes`);
    if (callback) process.nextTick(callback);
    return true;
  };
  response.end = function endHeld(chunk, encoding, callback) {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (!plan && !decide()) return own.end.call(this, chunk, encoding, callback);
    if (ended) return this;
    ended = true;
    hold(chunk, encoding);
    if (size > HOLD_LIMIT) {
      spill(`body over ${HOLD_LIMIT} bytes`);
      own.end.call(this, callback);
    } else finish(callback);
    return this;
  };
}

module.exports = { HOLD_LIMIT, sealResponse };
