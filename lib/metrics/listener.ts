import http from "node:http";
import type { Registry } from "prom-client";

/** Marks the listener so the preload's request timing (server/request-metrics.cjs) leaves scrapes out. */
export const METRICS_LISTENER = Symbol.for("flamingo.metrics.listener");

/** The instance's /metrics, on a port of its own: the public port never serves it, the edge never routes to it. */
export function startMetricsListener(registry: Registry, port: number, host?: string): http.Server {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" }).end(request.method === "HEAD" ? undefined : text),
      (error: unknown) => {
        console.error("[metrics]", error);
        response.writeHead(500).end();
      },
    );
  });
  (server as unknown as Record<symbol, boolean>)[METRICS_LISTENER] = true;
  server.on("error", (error) => console.error(`[metrics] cannot listen on ${host ?? "*"}:${port}:`, error.message));
  server.listen(port, host, () => console.log(`[metrics] Prometheus metrics on http://${host ?? "*"}:${port}/metrics`));
  return server;
}
