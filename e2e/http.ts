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
