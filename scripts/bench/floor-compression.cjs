"use strict";
// Preloaded into the bench's floor (floor.mjs): its answers compressed by the site's own code at the site's levels
// (server/script-policy.cjs), so a page and the floor reach the bench's browser in the same encoding. `next start`
// compresses with gzip alone, and the bench asks for Brotli as a browser over HTTPS does (observe.mjs): the floor's
// 133.8 kB of gzip scripts would otherwise stand against the site's Brotli ones.
const http = require("node:http");
const { sealResponse } = require("../../server/script-policy.cjs");

const createServer = http.createServer;
http.createServer = function createCompressingServer(...args) {
  const server = createServer.apply(this, args);
  const emit = server.emit;
  server.emit = function emitSealed(event, request, response, ...rest) {
    if (event === "request") sealResponse(request, response, { compression: true });
    return emit.call(this, event, request, response, ...rest);
  };
  return server;
};
