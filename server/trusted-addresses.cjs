"use strict";
// TRUSTED_PROXY_ADDRESSES: the peers whose X-Forwarded-For an instance believes. `next start` listens on every
// interface, so anyone who reaches an instance's port directly could otherwise name any address and spend (or
// dodge) someone else's budget. Node's own net.BlockList matches addresses and CIDR ranges, IPv4 and IPv6.
const net = require("node:net");
const { normaliseAddress } = require("./client-address.cjs");

const DEFAULT = "127.0.0.1,::1";

/** One entry as [address, prefix] ("10.0.0.0/8", "fd00::/8", "127.0.0.1"); null if it is neither. */
function parseEntry(entry) {
  const [raw, prefix, extra] = entry.split("/");
  const address = normaliseAddress(raw);
  if (!address || extra !== undefined) return null;
  const family = net.isIPv6(address) ? "ipv6" : "ipv4";
  const max = family === "ipv6" ? 128 : 32;
  if (prefix === undefined) return { address, family, prefix: max };
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= max ? { address, family, prefix: bits } : null;
}

/**
 * The trusted peers from the environment: a BlockList and the entries it was built from. Entries that are not an
 * address or CIDR are reported in `invalid` (and ignored); an empty setting trusts nobody.
 */
function trustedAddresses(env) {
  const list = new net.BlockList();
  const entries = [];
  const invalid = [];
  for (const entry of String(env.TRUSTED_PROXY_ADDRESSES ?? DEFAULT).split(/[\s,]+/).filter(Boolean)) {
    const parsed = parseEntry(entry);
    if (!parsed) {
      invalid.push(entry);
      continue;
    }
    if (parsed.prefix === (parsed.family === "ipv6" ? 128 : 32)) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    entries.push(`${parsed.address}/${parsed.prefix}`);
  }
  return { list, entries, invalid };
}

/** Whether the socket peer `peer` (any form a socket reports, IPv4-mapped included) is a trusted proxy. */
function isTrustedPeer(trusted, peer) {
  const address = normaliseAddress(peer);
  if (!address) return false;
  return trusted.list.check(address, net.isIPv6(address) ? "ipv6" : "ipv4");
}

module.exports = { DEFAULT_TRUSTED_PROXY_ADDRESSES: DEFAULT, isTrustedPeer, trustedAddresses };
