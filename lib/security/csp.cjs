"use strict";
// The site's Content-Security-Policy, in one place for both readers: next.config.ts (the policy of every page and
// endpoint, fixed at build; files get FILE_POLICY) and the preload's response pipeline
// (server/script-policy.cjs), which gives each HTML page a script-src of its own. CommonJS so the preload can require
// it without a build step (scripts/standalone.mjs copies it beside server/ in .next/standalone).

/** The YouTube host the safety videos embed from (components/safety/VideoModal.tsx). */
const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** Google's documented origins for the Maps JavaScript API, by directive. */
const MAPS = {
  "script-src": ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.ggpht.com", "https://*.googleusercontent.com"],
  "style-src": ["https://fonts.googleapis.com"],
  "img-src": ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.googleusercontent.com", "data:"],
  "font-src": ["https://fonts.gstatic.com"],
  "connect-src": ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
  "frame-src": ["https://*.google.com"],
  "worker-src": ["blob:"],
};

const UNSAFE_INLINE = "'unsafe-inline'";

/**
 * The site's policy, as every page and endpoint gets it from next.config.ts. Its script-src allows inline scripts:
 * the App Router writes each page's bootstrap and data as inline scripts that differ per page, build and ISR refresh,
 * and every page is static, so neither a nonce nor a hash can be fixed at build. The preload narrows it per HTML page
 * (withScriptHashes). Styles keep 'unsafe-inline': React renders style attributes.
 */
function contentSecurityPolicy({ maps, imageOrigins = [], upgradeInsecureRequests }) {
  const extra = (directive) => (maps ? MAPS[directive] : []);
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", UNSAFE_INLINE, ...extra("script-src")],
    ["style-src", "'self'", UNSAFE_INLINE, ...extra("style-src")],
    ["img-src", "'self'", ...imageOrigins, ...extra("img-src")],
    ["font-src", "'self'", ...extra("font-src")],
    ["connect-src", "'self'", ...extra("connect-src")],
    ["frame-src", VIDEO_EMBED_ORIGIN, ...extra("frame-src")],
    ...(maps ? [["worker-src", "'self'", ...MAPS["worker-src"]]] : []),
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ...(upgradeInsecureRequests ? [["upgrade-insecure-requests"]] : []),
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * `policy` (the site's, as next.config.ts set it on the response) for one page: script-src without
 * 'unsafe-inline' and with the hash of each inline script the page runs; every other directive unchanged.
 */
function withScriptHashes(policy, hashes) {
  return policy
    .split(/\s*;\s*/)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      if (name.toLowerCase() !== "script-src") return directive;
      return [name, ...sources.filter((source) => source.toLowerCase() !== UNSAFE_INLINE), ...hashes].join(" ");
    })
    .join("; ");
}

/**
 * The policy of a file (a script, style, font or image), as the edge gives the build's files and its own answers
 * (deploy/edge.conf.template): nothing may run or load. A page's policy says nothing to a file a page loads, and an
 * SVG opened on its own runs no script under this one.
 */
const FILE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** CSP_IMAGE_ORIGINS: space- or comma-separated https origins; anything else is dropped. */
function imageOriginsFrom(value) {
  return (value ?? "")
    .split(/[\s,]+/)
    .filter((origin) => /^https:\/\/[a-z0-9.*-]+(:\d+)?$/i.test(origin));
}

module.exports = { FILE_POLICY, VIDEO_EMBED_ORIGIN, contentSecurityPolicy, imageOriginsFrom, withScriptHashes };
