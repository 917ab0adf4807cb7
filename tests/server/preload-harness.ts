import http from "node:http";
import type { AddressInfo } from "node:net";

/** Starts `server` on a free loopback port; resolves with the port. */
export async function listenOnLoopback(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Closes `server` and takes the preload (server/trusted-proxy.cjs) back out of this test file's process. */
export async function unloadPreload(server: http.Server, createServer: typeof http.createServer): Promise<void> {
  await new Promise((resolve) => server.close(resolve));
  http.createServer = createServer;
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for("flamingo.trustedProxy")];
}
