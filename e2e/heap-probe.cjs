"use strict";
// Test-only preload for abuse-server.spec.ts, never loaded by `npm start` or the standalone server: answers
// GET /__test/heap with the heap in use right after a full collection (node --expose-gc), before Next sees the
// request, so the spec can measure the server's memory without a diagnostics route in the product.
const http = require("node:http");

const createServer = http.createServer;
http.createServer = function createProbedServer(...args) {
  const server = createServer.apply(this, args);
  const emit = server.emit;
  server.emit = function emitProbed(event, request, response, ...rest) {
    if (event === "request" && request.url === "/__test/heap") {
      global.gc?.();
      global.gc?.();
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(process.memoryUsage()));
      return true;
    }
    return emit.call(this, event, request, response, ...rest);
  };
  return server;
};
