"use strict";
// The client's address as the trusted proxies in front of this server report it. Plain CommonJS so the preload
// (trusted-proxy.cjs) can use it before anything is compiled, and Jest can test it as it is.
const net = require("node:net");

/** An address as written by a socket or a proxy, without brackets, port or IPv4-mapped prefix; null if it is not one. */
function normaliseAddress(raw) {
  let value = String(raw ?? "").trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  if (/^::ffff:[\d.]+$/i.test(value)) value = value.slice(7);
  return net.isIP(value) ? value.toLowerCase() : null;
}

/**
 * `hops` proxies sit in front of the server, each appending the address it saw to X-Forwarded-For. The nearest is
 * the socket's peer; the client is the `hops`th entry from the right. Entries further left were written by the
 * client and are never used. A chain shorter than `hops` gives its leftmost entry (the furthest a trusted hop saw);
 * an entry that is not an address gives the peer.
 */
function clientAddress({ peer, forwardedFor, hops }) {
  const socket = normaliseAddress(peer) ?? "unknown";
  const count = Number.isInteger(hops) && hops > 0 ? hops : 0;
  if (count === 0) return socket;
  const entries = String(forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const chain = [socket, ...entries.reverse()];
  return normaliseAddress(chain[Math.min(count, chain.length - 1)]) ?? socket;
}

/** TRUSTED_PROXY_HOPS as a whole number; anything else is 0 (trust nobody). */
function trustedHops(env) {
  const value = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(value) && value >= 0 && value <= 16 ? value : 0;
}

module.exports = { clientAddress, normaliseAddress, trustedHops };
