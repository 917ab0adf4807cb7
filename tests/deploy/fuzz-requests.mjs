// The requests the fuzzer at the door (edge-fuzz.test.mjs) sends: generated from a seed, so a failure can be
// replayed. Each is { method, path, headers, body, raw } where `raw` marks one only a byte-for-byte client can send
// (a control character in a header value, a raw byte in the request line).

/** mulberry32: a small seeded generator, enough to pick cases reproducibly. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = (code) => `%${code.toString(16).toUpperCase().padStart(2, "0")}`;
const CONTROL = [...Array.from({ length: 32 }, (_, code) => code), 0x7f];

/** Paths of the site, its files and its API, which the mutations below start from. */
const ROUTES = ["/", "/about", "/pricing", "/cities", "/city/auckland", "/safety", "/news", "/contact", "/discounts", "/join-plan/abc",
  "/referral/1234", "/app-info/terms", "/verify-plan/tok.en.x", "/api/health", "/api/facade/career", "/api/facade/region/auckland",
  "/api/facade/contact", "/api/vitals", "/robots.txt", "/sitemap.xml", "/_next/static/chunks/none.js", "/og/home.png", "/_next/image"];

/** Ways to spell a path that the edge must read as one normalised form, or refuse. */
const PATH_MUTATIONS = [
  (route, pick) => `${route}${hex(pick(CONTROL))}x`,
  (route, pick) => `/${hex(pick(CONTROL))}${route.slice(1)}`,
  (route) => route.replace(/\//g, "%2F"),
  (route) => route.replace(/\//g, "%5C"),
  (route) => route.replace(/\//g, "\\"),
  (route) => `/x/..${route}`,
  (route) => `/x/%2e%2e${route}`,
  (route) => `/x/.%2E/${route.slice(1)}`,
  (route) => `/.${route}`,
  (route) => `${route}/.`,
  (route) => `${route}/..`,
  (route) => `/%252e%252e${route}`,
  (route) => route.replace(/[a-z]/g, (letter) => (letter.charCodeAt(0) % 2 ? letter.toUpperCase() : letter)),
  (route) => route.toUpperCase(),
  (route) => `${route}%C0%AF`,
  (route) => `${route}/%C0%AE%C0%AE/`,
  (route) => `${route}%E0%80%AF`,
  (route) => `${route}%FF%FE`,
  (route) => `${route}%ED%A0%80`,
  (route) => `${route}%C3`,
  (route) => `${route}//`,
  (route) => `//${route}`,
  (route) => `${route}/`,
  (route) => `${route};jsessionid=1`,
  (route) => `${route}?${"q=1&".repeat(200)}`,
  (route) => `${route}?_rsc=${"a".repeat(80)}`,
  (route) => `${route}?%00=%0A`,
  (route, pick) => `${route}/${"a".repeat(pick([500, 1000, 1030, 2100, 4000]))}`,
  (route, pick) => `${route}${`%0A${"b".repeat(200)}`.repeat(pick([3, 6, 12]))}`,
  (route) => `${route}#fragment`,
  (route) => route,
];

const METHODS = ["GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "FOO", "get"];

/** Header sets: the router's own, long and repeated ones, odd encodings. */
const HEADER_MUTATIONS = [
  () => ({}),
  () => ({ rsc: "1" }),
  (pick) => ({ rsc: pick(["2", "0", "true", "1, 1", " 1", "1".repeat(100)]) }),
  (pick) => ({ rsc: "1", "next-router-prefetch": pick(["1", "2", "3", "4", "x"]) }),
  (pick) => ({ rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": pick(["/_tree", "/$d$market/__PAGE__", "/../x", `/${"a".repeat(300)}`]) }),
  () => ({ "next-url": `/${"u".repeat(7000)}` }),
  () => ({ "next-router-state-tree": "%5B%22%22%5D".repeat(400) }),
  () => ({ "x-long": "v".repeat(7800) }),
  () => ({ cookie: Array.from({ length: 200 }, (_, i) => `c${i}=${"v".repeat(20)}`).join("; ") }),
  () => ({ "x-repeated": Array(60).fill("a") }),
  () => ({ "accept-encoding": "br;q=0.5, gzip;q=1.0, *;q=0" }),
  () => ({ "accept-encoding": ",".repeat(2000) }),
  () => ({ "x-forwarded-for": "1.2.3.4, 5.6.7.8", forwarded: "for=1.2.3.4", "x-real-ip": "9.9.9.9" }),
  () => ({ "x-middleware-subrequest": "middleware:middleware:middleware", "x-middleware-prefetch": "1" }),
  () => ({ "next-action": "0".repeat(40), "content-type": "text/plain" }),
  () => ({ "if-none-match": `"${"e".repeat(3000)}"` }),
  () => ({ range: "bytes=0-1,2-3,4-5,6-7,8-9,10-11,12-13" }),
  () => ({ "content-type": "application/json; charset=\u00ff" }),
  () => ({ "user-agent": "caf\u00e9 \u00ff" }),
];

/** Only a byte-for-byte client sends these: control characters in a header value, raw bytes in the request line. */
const RAW_HEADS = [
  (route, pick) => `GET ${route} HTTP/1.1\r\nX-Probe: a${String.fromCharCode(pick(CONTROL.filter((code) => ![9, 10, 13].includes(code))))}b`,
  (route) => `GET ${route}\u00ff\u00fe HTTP/1.1`,
  (route) => `GET ${route}\u0001 HTTP/1.1`,
  (route) => `GET ${route} HTTP/1.1\r\nNext-Url: /a\u001b[2J`,
  (route) => `GET ${route} HTTP/1.1\r\nHost: second.example`,
  (route) => `GET ${route} HTTP/1.0`,
  (route) => `GET ${route} HTTP/2.0`,
  (route) => `GET ${route} HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3`,
  (route) => `GET ${route} HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6`,
  (route) => `GET  ${route}  HTTP/1.1`,
  (route) => `GET http://evil.example${route} HTTP/1.1`,
];

/** `count` requests from `seed`. */
export function fuzzRequests(seed, count) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, () => {
    const route = pick(PATH_MUTATIONS)(pick(ROUTES), pick);
    if (next() < 0.08) return { raw: pick(RAW_HEADS)(route.replace(/[#\s]/g, ""), pick), route };
    const method = pick(METHODS);
    const headers = pick(HEADER_MUTATIONS)(pick);
    // Bodies on GET and HEAD too, and now and then a body on anything.
    const body = next() < 0.3 ? JSON.stringify({ message: "x".repeat(pick([0, 10, 1000, 40_000])) }) : undefined;
    return { method, path: route.split("#")[0], headers, body };
  });
}
