import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export type Handler = (request: Request) => Promise<Response>;

/**
 * A fresh DATA_DIR and a rate limit no test reaches. Call before the route modules are imported: the facade
 * picks its data directory, and the endpoint its limit, on first use.
 */
export async function useTempDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "flamingo-api-"));
  process.env.DATA_DIR = dir;
  // Handlers called directly have no trusted-proxy wrapper in front, so every request shares one client key.
  for (const name of ["RATE_LIMIT_FORMS_PER_MINUTE", "RATE_LIMIT_PLAN_PER_MINUTE", "RATE_LIMIT_PLAN_TRIES", "RATE_LIMIT_PLAN_SUBJECT", "RATE_LIMIT_APP_PER_MINUTE", "RATE_LIMIT_READS_PER_MINUTE", "RATE_LIMIT_REVALIDATE_PER_MINUTE", "RATE_LIMIT_VITALS_PER_MINUTE", "RATE_LIMIT_VITALS_PER_ROUTE"]) process.env[name] = "1000000";
  // The quota's own tests are unit tests (lib/facade/embedded); these send everything from one client.
  for (const name of ["STORE_MAX_CLIENT_BYTES_PER_DAY", "STORE_MAX_CLIENT_PLAN_BYTES_PER_DAY"]) process.env[name] = String(1 << 30);
  delete process.env.FACADE_API_URL;
  return dir;
}

/** Every file under a directory, so a test can say nothing at all was written. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export type Body = string | { stream: string };

export function request(url: string, body: Body, contentType: string | null = "application/json"): Request {
  const headers = new Headers({ host: "flamingoscooters.co.nz" });
  if (contentType !== null) headers.set("content-type", contentType);
  if (typeof body === "string") return new Request(url, { method: "POST", headers, body });
  // A streamed body declares no length, so the size limit has to be enforced while reading.
  const bytes = new TextEncoder().encode(body.stream);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 1024) controller.enqueue(bytes.slice(i, i + 1024));
      controller.close();
    },
  });
  return new Request(url, { method: "POST", headers, body: stream, duplex: "half" } as RequestInit);
}

/**
 * The rejection log sums up the lines it held back a second after a flood; waiting that second in afterAll keeps
 * the summary inside the test file (Jest fails a run that logs after its tests are done).
 */
export const rejectionSummaryWritten = () => new Promise((resolve) => setTimeout(resolve, 1100));
