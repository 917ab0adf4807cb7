"use strict";
// Times every request of the site's own listeners for http_server_request_duration_seconds. The metrics live in the
// bundled app (lib/metrics/registry.ts, installed by instrumentation.ts when METRICS_PORT is set); this only reads
// the clock and hands the raw facts over, so without METRICS_PORT a request costs one property lookup.
const METRICS = Symbol.for("flamingo.metrics");
const LISTENER = Symbol.for("flamingo.metrics.listener");

function timeRequest(server, request, response) {
  const metrics = globalThis[METRICS];
  if (!metrics || server[LISTENER]) return;
  const started = process.hrtime.bigint();
  // Read now: Next rewrites request.url on its way to the page.
  const { method, url } = request;
  const host = request.headers.host;
  response.once("close", () => {
    metrics.observeRequest(method, url, host, response.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

module.exports = { timeRequest };
