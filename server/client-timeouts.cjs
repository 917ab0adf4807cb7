"use strict";
// Slow clients, straight at an instance (one-process mode, the bare image) or through the edge: Node's defaults let
// a header trickle for a minute and a body for five, checked only every 30 s. Set in the preload, so `npm start`,
// the standalone server and the image all get them.

const CLIENT_TIMEOUTS = Object.freeze({
  // The whole head of a request must arrive within 10 s, and the whole request (head and body) within 20 s.
  headersTimeout: 10_000,
  requestTimeout: 20_000,
  // How often Node checks the two above; its default (30 s) would let a slow client stay up to 30 s longer.
  connectionsCheckingInterval: 1_000,
  // An idle keep-alive connection is closed after 6 s: longer than the edge keeps one idle (keepalive_timeout 4s
  // in deploy/edge.conf.template), so the edge, not the instance, closes it, and never sends into a closing one.
  keepAliveTimeout: 6_000,
});

/** Gives a server the timeouts above; call before it listens (the checking interval starts on listen). */
function limitSlowClients(server) {
  Object.assign(server, CLIENT_TIMEOUTS);
  return server;
}

module.exports = { CLIENT_TIMEOUTS, limitSlowClients };
