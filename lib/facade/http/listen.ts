import http from "node:http";
import { marketsData } from "@/lib/content/markets";
import { embeddedBackend } from "../embedded";
import { dataDir, storeFromEnv } from "../embedded/store";
import { tokenTtlMs } from "../settings";
import { readFaults } from "./faults";
import { MAX_BODY_BYTES, facadeHandler, type FacadeRequest } from "./handler";

/** Reads at most MAX_BODY_BYTES + 1 bytes: enough for the handler to refuse an oversized body. */
async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    chunks.push(chunk);
    if (size > MAX_BODY_BYTES) break;
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * `npm run facade`: the embedded facade (same rules, same store and settings as the in-process door) served
 * over HTTP as the operator's API, with faults on demand from FACADE_FAULTS_FILE.
 */
export function startFacadeServer(port: number, host = "127.0.0.1"): http.Server {
  // The same store limits and the same link-logging rule (NODE_ENV) as the facade inside the site.
  const handle = facadeHandler(embeddedBackend({ store: storeFromEnv(), tokenTtlMs: tokenTtlMs() }), {
    faults: () => readFaults(),
    // The operator's API gets only {email, phone} for join-plan, so it cannot tell the market: one site URL for all.
    linkOrigin: process.env.FACADE_SITE_URL?.trim() || marketsData.markets.nz.siteUrl,
  });
  const server = http.createServer((request, response) => {
    void (async () => {
      const input: FacadeRequest = { method: request.method ?? "GET", path: request.url ?? "/", body: await readBody(request) };
      const answer = await handle(input);
      if (answer.kind === "reset") {
        request.socket.destroy();
        return;
      }
      if (answer.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (response.destroyed) return;
      response.writeHead(answer.status, { "content-type": answer.contentType, "cache-control": "no-store" });
      response.end(answer.body);
    })().catch((error: unknown) => {
      console.error("[facade server]", error);
      if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ code: "internal" }));
    });
  });
  server.listen(port, host, () => console.log(`[facade server] listening on http://${host}:${port}, data in ${dataDir()}`));
  return server;
}
