import http from "node:http";
import { E2E_PORT, MARKET_HOSTS } from "./hosts";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: () => string };

/**
 * GET a path from the server under test with a market's Host header. Playwright's request context resolves
 * host names with Node's resolver, which does not know the product hosts, so this connects to loopback and
 * sends the real Host, exactly as the browser (with its resolver rules) does. Redirects are not followed.
 */
export function getFrom(market: keyof typeof MARKET_HOSTS, path: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: E2E_PORT, path, headers: { host: `${MARKET_HOSTS[market]}:${E2E_PORT}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: () => body.toString("utf8") });
      });
    });
    request.on("error", reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`Timed out fetching ${path}`)));
  });
}

export type Sent = { status: number; headers: http.IncomingHttpHeaders; text: string };

type SendOptions = { method?: string; path: string; host?: string; headers?: Record<string, string>; body?: string; port?: number };

const agents = new Map<string, http.Agent>();

/**
 * A request from a chosen loopback address (any of 127.0.0.0/8 works on Linux), so a test can be a client of its
 * own: the server keys its rate limits on the socket's address, and what a client writes in X-Forwarded-For
 * does not change that. Connections are kept alive per address.
 */
export function sendFrom(localAddress: string, options: SendOptions): Promise<Sent> {
  return sendOnce(localAddress, options).catch((error: Error & { code?: string; reusedSocket?: boolean }) => {
    // A kept-alive socket the server closed as idle just as this request went out on it (Node's documented race,
    // `request.reusedSocket`): the server never read the request, so it is sent once more, on a new socket. Most
    // likely what failed abuse-server #2 once in npm test ("socket hang up"); a server that died fails the retry too.
    if (error.reusedSocket && error.code === "ECONNRESET") return sendOnce(localAddress, options, { fresh: true });
    throw error;
  });
}

/** One request; `fresh` opens a connection of its own instead of taking one of the address's kept-alive sockets. */
function sendOnce(localAddress: string, { method = "GET", path, host = `${MARKET_HOSTS.nz}:${E2E_PORT}`, headers = {}, body, port = E2E_PORT }: SendOptions, { fresh = false } = {}): Promise<Sent> {
  const key = `${localAddress}:${port}`;
  if (!agents.has(key)) agents.set(key, new http.Agent({ keepAlive: true, maxSockets: 8 }));
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path, method, localAddress, agent: fresh ? false : agents.get(key), headers: { host, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
    request.setTimeout(15_000, () => request.destroy(new Error(`Timed out sending ${method} ${path}`)));
    request.end(body);
  });
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return null;
  if (bytes.toString("ascii", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The path (and query) of an absolute URL, checked to be on the expected host. */
export function pathOn(url: string, siteUrl: string): string {
  if (!url.startsWith(`${siteUrl}/`)) throw new Error(`${url} is not on ${siteUrl}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
