"use strict";
// Preload: `node --require ./server/trusted-proxy.cjs <next start | .next/standalone/server.js>`.
// Wraps every HTTP server the process creates. It also adds Host to every response's Vary (see vary-host.cjs), and
// drains the servers on SIGTERM instead of letting Next exit mid-response (see graceful-stop.cjs), and cuts slow
// clients (see client-timeouts.cjs). Each page gets its own script policy, and responses are compressed, by
// script-policy.cjs. With METRICS_PORT every request is timed (request-metrics.cjs).
// Next's route handlers cannot see the socket, so before Next sees a request this replaces X-Forwarded-For with
// the one address the trusted proxies vouch for (TRUSTED_PROXY_HOPS), drops what a client could forge, and marks
// the request with a per-process secret so the handlers can tell a wrapped server from a bare `next start`. A
// proxy's word counts only from a peer in TRUSTED_PROXY_ADDRESSES: anyone else who reaches the port is a client.
const crypto = require("node:crypto");
const http = require("node:http");
const { clientAddress, trustedHops } = require("./client-address.cjs");
const { isTrustedPeer, trustedAddresses } = require("./trusted-addresses.cjs");
const { limitSlowClients } = require("./client-timeouts.cjs");
const { drainOnStop } = require("./graceful-stop.cjs");
const { varyOnHost } = require("./vary-host.cjs");
const { boundHead } = require("./head-bound.cjs");
const { sealResponse } = require("./script-policy.cjs");
const { timeRequest } = require("./request-metrics.cjs");
const { bindSitePort } = require("./listen-address.cjs");

// Before Next reads HOSTNAME (listen-address.cjs says why).
bindSitePort();

const MARKER_HEADER = "x-flamingo-client";
const state = { header: MARKER_HEADER, token: crypto.randomBytes(16).toString("hex"), hops: trustedHops(process.env) };
// Read by lib/facade/client.ts; a symbol in the global registry so no bundled copy of this file is needed.
globalThis[Symbol.for("flamingo.trustedProxy")] = state;
const trusted = trustedAddresses(process.env);
if (trusted.invalid.length) console.warn(`[trusted-proxy] TRUSTED_PROXY_ADDRESSES: ignored ${trusted.invalid.join(", ")} (not an address or CIDR)`);
const stop = drainOnStop();

function vouch(request) {
  const headers = request.headers;
  const peer = request.socket?.remoteAddress;
  const hops = state.hops > 0 && isTrustedPeer(trusted, peer) ? state.hops : 0;
  headers["x-forwarded-for"] = clientAddress({ peer, forwardedFor: headers["x-forwarded-for"], hops });
  delete headers["x-real-ip"];
  delete headers.forwarded;
  if (hops === 0) {
    // No trusted proxy in front: what the client says about scheme and host is not a proxy's word. Next fills in its own.
    delete headers["x-forwarded-proto"];
    delete headers["x-forwarded-host"];
    delete headers["x-forwarded-port"];
  }
  headers[MARKER_HEADER] = state.token;
}

const createServer = http.createServer;
http.createServer = function createVouchingServer(...args) {
  const server = limitSlowClients(createServer.apply(this, args));
  stop.add(server);
  const emit = server.emit;
  // Wrapping emit covers a listener passed to createServer and one added later with on('request').
  server.emit = function emitVouched(event, request, response, ...rest) {
    if (event === "request" || event === "checkContinue" || event === "checkExpectation") {
      // First, so its writeHead is the innermost: it weighs the head as it finally goes out.
      boundHead(response);
      timeRequest(this, request, response);
      vouch(request);
      varyOnHost(response);
      sealResponse(request, response);
    }
    return emit.call(this, event, request, response, ...rest);
  };
  return server;
};
