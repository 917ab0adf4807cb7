import "server-only";
import type { z } from "zod";
import type { Result } from "./backend";
import { RateLimiter } from "./rate-limit";

export const MAX_BODY_BYTES = 16 * 1024;

const limiter = new RateLimiter(Number(process.env.RATE_LIMIT_PER_MINUTE) || 20, 60_000);

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

export const errorResponse = (status: number, code: string) => json(status, { code });

/** The client's address as the nearest proxy reports it; one shared bucket when there is none. */
function clientKey(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "direct";
}

function answer<T>(result: Result<T>): Response {
  if (!result.ok) return errorResponse(result.status, result.code);
  return json(200, { data: result.data });
}

async function readLimited(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * A same-origin POST endpoint: JSON only (415), at most 16 KiB (413), rate limited per client (429), validated
 * by the call's shared schema (400 `validation`); the backend's 4xx codes pass through and a failing backend
 * is 502 `upstream`. No request, however malformed, gets a 5xx.
 */
export function postEndpoint<S extends z.ZodType, T>(schema: S, call: (input: z.output<S>, request: Request) => Promise<Result<T>>) {
  return async (request: Request): Promise<Response> => {
    try {
      const type = request.headers.get("content-type") ?? "";
      if (!/^application\/json\s*(;|$)/i.test(type)) return errorResponse(415, "unsupported_media_type");
      const body = await readLimited(request);
      if (body === null) return errorResponse(413, "payload_too_large");
      if (!limiter.take(clientKey(request))) return errorResponse(429, "rate_limited");
      let payload: unknown;
      try {
        payload = JSON.parse(body);
      } catch {
        return errorResponse(400, "validation");
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return errorResponse(400, "validation");
      return answer(await call(parsed.data, request));
    } catch (error) {
      console.error("[facade endpoint]", error);
      return errorResponse(502, "upstream");
    }
  };
}

/** A same-origin GET endpoint whose path parameter is validated before the backend sees it. */
export function getEndpoint<P extends z.ZodType, T>(param: P, call: (value: z.output<P>) => Promise<Result<T>>) {
  return async (raw: string | undefined): Promise<Response> => {
    const parsed = param.safeParse(raw);
    if (!parsed.success) return errorResponse(400, "validation");
    try {
      return answer(await call(parsed.data));
    } catch (error) {
      console.error("[facade endpoint]", error);
      return errorResponse(502, "upstream");
    }
  };
}
