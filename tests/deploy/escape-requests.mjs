// The requests the escape fuzzer (edge-escapes.test.mjs) sends: every kind of route × every character Next
// percent-encodes when it echoes a request (and every byte value, raw and encoded) × lengths just under, at and
// just over each of the edge's limits × in the path or in the query, each ending so an instance answers with a
// redirect that echoes it (a trailing slash) or a render (none). Generated from a seed, so a failure can be replayed;
// the same seed always gives the same list.
import { random } from "./fuzz-requests.mjs";

/** A route of each kind: `prefix` is followed by the generated part; `long` marks the one-time link's longer limits. */
export const ROUTE_KINDS = [
  { kind: "page", prefix: "/about/" },
  { kind: "city", prefix: "/city/" },
  { kind: "promo", prefix: "/promo/" },
  { kind: "one-time link", prefix: "/verify-plan/", long: true },
  { kind: "referral link", prefix: "/referral/" },
  { kind: "join-plan link", prefix: "/join-plan/" },
  { kind: "in-app page", prefix: "/app-info/" },
  { kind: "API read", prefix: "/api/facade/region/" },
  { kind: "API health", prefix: "/api/health/" },
  { kind: "static file", prefix: "/_next/static/chunks/" },
  { kind: "share image", prefix: "/og/" },
];

/**
 * The characters WHATWG URL parsing (which Next's redirects use) percent-encodes in a path or a query, the rest
 * RFC 3986 leaves out of a request target, and a few it allows; each raw and percent-encoded.
 */
export const ESCAPED = ['"', "<", ">", "`", "{", "}", "|", "\\", "^", "'", "[", "]", " ", "#", "%", "é", "\u00ff"];

/** The edge's limits (deploy/edge.conf.template): the request as written, and the decoded path. */
const LIMITS = { request: 2048, longRequest: 4299, path: 1024, longPath: 4199 };

const hex = (code) => `%${code.toString(16).toUpperCase().padStart(2, "0")}`;
const percent = (text) => [...Buffer.from(text, "utf8")].map(hex).join("");

/** `unit` repeated to make `head + … + tail` `target` bytes long as written (at least one unit). */
function fill(head, unit, tail, target) {
  const width = Buffer.byteLength(unit, "latin1");
  const count = Math.max(1, Math.floor((target - head.length - tail.length) / width));
  return `${head}${unit.repeat(count)}${tail}`;
}

/**
 * One route kind, one unit (a raw character or its encoding), one position: three lengths around each limit that
 * applies (the request as written; the decoded path when in the path).
 */
function casesFor(route, unit, label, position, slash) {
  const tail = position === "path" ? (slash ? "/" : "") : "";
  const head = position === "path" ? route.prefix : `${route.prefix}x${slash ? "/" : ""}?q=`;
  const targets = new Set();
  const request = route.long ? LIMITS.longRequest : LIMITS.request;
  for (const delta of [-2, 0, 1]) targets.add(request + delta);
  if (position === "path") {
    const decodedWidth = Buffer.byteLength(decodeURIComponentSafe(unit), "latin1") || 1;
    const rawWidth = Buffer.byteLength(unit, "latin1");
    const pathLimit = route.long ? LIMITS.longPath : LIMITS.path;
    // The written length that decodes to the path limit.
    for (const delta of [-1, 0, 1]) targets.add(Math.round(((pathLimit + delta - head.length - tail.length) * rawWidth) / decodedWidth) + head.length + tail.length);
  }
  return [...targets].map((target) => ({ path: fill(head, unit, tail, target), label: `${route.kind} ${position}${slash ? "/" : ""} ${label} ×${target}` }));
}

function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The whole sweep, shuffled by `seed`, at most `count` cases (every character and route kind is in the first
 * ones, so a smaller count still covers each). Each case: { path, label, raw } where `raw` marks a request target
 * only a byte-for-byte client can send (a space, a raw non-ASCII byte).
 */
export function escapeRequests(seed, count) {
  const cases = [];
  for (const route of ROUTE_KINDS) {
    for (const character of ESCAPED) {
      for (const [unit, label] of [[character, `raw ${JSON.stringify(character)}`], [percent(character), percent(character)]]) {
        // Raw non-ASCII goes out as its UTF-8 bytes, one latin1 character each.
        const bytes = Buffer.from(unit, "utf8").toString("latin1");
        for (const position of ["path", "query"]) {
          for (const item of casesFor(route, bytes, label, position, true)) cases.push({ ...item, raw: /[^\x21-\x7e]/.test(bytes) || bytes === "#" });
        }
      }
    }
  }
  // Every byte value, encoded, on a route kind and length of its own; and raw where a request line can hold it.
  for (let code = 0; code < 256; code++) {
    const route = ROUTE_KINDS[code % ROUTE_KINDS.length];
    const position = code % 2 ? "query" : "path";
    const picked = casesFor(route, hex(code), hex(code), position, code % 3 !== 0);
    cases.push({ ...picked[code % picked.length], raw: false });
    if (code > 0x20 && code !== 0x7f) {
      const raw = casesFor(route, String.fromCharCode(code), `raw byte ${hex(code)}`, position, true);
      cases.push({ ...raw[code % raw.length], raw: code > 0x7e });
    }
  }
  const next = random(seed);
  for (let i = cases.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [cases[i], cases[j]] = [cases[j], cases[i]];
  }
  return cases.slice(0, count);
}
