// One switch for the instance's own compression, read at start by the preload (server/trusted-proxy.cjs), which
// compresses after hashing each page's inline scripts (server/script-policy.cjs); Next's own is always off.

/** SITE_COMPRESSION=off (or 0, false, no) turns the instance's compression off; anything else, or unset, keeps it on. */
function siteCompression(env) {
  const value = String(env.SITE_COMPRESSION ?? "").trim().toLowerCase();
  return !["off", "0", "false", "no"].includes(value);
}

module.exports = { siteCompression };
