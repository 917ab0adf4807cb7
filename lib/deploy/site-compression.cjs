// One rule for the site's own gzip, read by next.config.ts (`next start`, build time) and, at start, by the
// standalone server.js (scripts/standalone.mjs adds the call there, because standalone freezes next.config).
// Behind the edge the edge compresses, and the site's gzip only halves an instance's throughput.

/** SITE_COMPRESSION=off (or 0, false, no) turns the site's gzip off; anything else, or unset, keeps it on. */
function siteCompression(env) {
  const value = String(env.SITE_COMPRESSION ?? "").trim().toLowerCase();
  return !["off", "0", "false", "no"].includes(value);
}

module.exports = { siteCompression };
