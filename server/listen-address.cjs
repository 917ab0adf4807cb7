"use strict";
// Where the site's port listens: HOSTNAME (the deploy's word, as Next's standalone server reads it), applied here
// rather than by Next. Handed to Next (`next start -H 127.0.0.1`, or the standalone server's HOSTNAME), an address
// becomes Next's own origin, and the proxy's rewrites, made on the request's origin (http://localhost:PORT), are
// then fetched as another site's: from itself, for ever (measured on Next 16.4: every page hung). So this takes
// HOSTNAME out of the environment before Next reads it (Next listens on every interface, its origin stays
// localhost) and binds that one listener, the one on PORT, to the address instead. 0.0.0.0 and :: change nothing.
const net = require("node:net");

const WILDCARDS = new Set(["", "0.0.0.0", "::"]);

/** Takes HOSTNAME from `env` and makes a listen on `port` at a wildcard address bind to it instead. */
function bindSitePort(env = process.env, Server = net.Server) {
  const address = (env.HOSTNAME ?? "").trim();
  delete env.HOSTNAME;
  if (WILDCARDS.has(address)) return undefined;
  const port = Number(env.PORT ?? 3000);
  const listen = Server.prototype.listen;
  Server.prototype.listen = function listenAt(...args) {
    const options = args[0];
    if (typeof options === "number" && options === port && (typeof args[1] !== "string" || WILDCARDS.has(args[1]))) {
      const rest = typeof args[1] === "string" ? args.slice(2) : args.slice(1);
      // Next's banner names every interface; this is where the port is.
      console.log(`[listen] the site's port ${port} on ${address} (HOSTNAME)`);
      return listen.call(this, port, address, ...rest);
    }
    if (options && typeof options === "object" && Number(options.port) === port && WILDCARDS.has(options.host ?? "")) {
      return listen.call(this, { ...options, host: address }, ...args.slice(1));
    }
    return listen.apply(this, args);
  };
  return address;
}

module.exports = { bindSitePort };
