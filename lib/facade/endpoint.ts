import "server-only";
import type { z } from "zod";
import { sharedRedis } from "@/lib/cache/redis-connection.cjs";
import { currentMetrics } from "@/lib/metrics/registry";
import type { Result } from "./backend";
import { limitersFromEnv, readCacheMsFromEnv, type Budget } from "./budgets";
import { clientKey } from "./client";
import { readCache } from "./read-cache";
import { rejectionLog } from "./rejection-log";
import { sharedLimiter, type Limiter } from "./shared-rate-limit";
import { subjectKey } from "./subject-key";

export const MAX_BODY_BYTES = 16 * 1024;

const local = limitersFromEnv();
// With REDIS_URL every instance counts a client's requests in one place; without it, each counts its own.
const limiters = Object.fromEntries(
  (Object.keys(local) as Budget[]).map((budget) => [budget, sharedLimiter(budget, local[budget], sharedRedis())]),
) as Record<Budget, Limiter>;
const read = readCache(readCacheMsFromEnv());
const logRejection = rejectionLog({ perSecond: Number(process.env.REJECTION_LOG_PER_SECOND) || 10 });

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/** What each answer of ours meant (ok or its error code), for the metrics, without reading the body back. */
const outcomes = new WeakMap<Response, string>();
export const outcomeOf = (response: Response) => outcomes.get(response) ?? (response.ok ? "ok" : "error");

export const errorResponse = (status: number, code: string) => {
  const response = json(status, { code });
  outcomes.set(response, code);
  return response;
};

function answer<T>(result: Result<T>): Response {
  if (!result.ok) return errorResponse(result.status, result.code);
  return json(200, { data: result.data });
}

/** A request's path, client key and a way to turn it away with a logged code. */
export async function gate(request: Request, budget: Budget) {
  const endpoint = new URL(request.url).pathname;
  const client = clientKey(request.headers);
  const reject = (status: number, code: string) => {
    logRejection({ status, code, endpoint, client });
    return errorResponse(status, code);
  };
  return { allowed: await limiters[budget].take(client), reject, client };
}

/** Spends one of `key`'s budget (shared with every instance through Redis when there is one); false once it is spent. */
export const spend = (budget: Budget, key: string) => limiters[budget].take(key);

/** The body as text, or null once it passes `limit` bytes (declared or read): nothing larger is held in memory. */
async function readLimited(request: Request, limit = MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

type BodyOptions = { types?: RegExp; limit?: number };

/**
 * A POST body read and validated: of an accepted type (415), at most `limit` bytes (413), JSON matching `schema` (400
 * `validation`). The refusal comes back as status and code, for the endpoint to log and count.
 */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  { types = /^application\/json\s*(;|$)/i, limit = MAX_BODY_BYTES }: BodyOptions = {},
): Promise<{ ok: true; data: z.output<S> } | { ok: false; status: number; code: string }> {
  if (!types.test(request.headers.get("content-type") ?? "")) return { ok: false, status: 415, code: "unsupported_media_type" };
  const body = await readLimited(request, limit);
  if (body === null) return { ok: false, status: 413, code: "payload_too_large" };
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, code: "validation" };
  }
  const parsed = schema.safeParse(payload);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 400, code: "validation" };
}

/**
 * A same-origin POST endpoint: rate limited per client in its budget (429), JSON only (415), at most 16 KiB (413),
 * validated by the call's shared schema (400 `validation`), then, with `subject`, limited per (email or token, client)
 * (429 `too_many_tries`); each of these is logged. The ceiling per email address is the backend's, which alone
 * knows which tries matched an account (lib/facade/embedded/mail-ceiling.ts). The backend's 4xx codes pass
 * through and a failing backend is 502 `upstream`. No request, however malformed, gets a 5xx of ours.
 * Each answer is counted in flamingo_form_submissions_total by form and outcome.
 */
export function postEndpoint<S extends z.ZodType, T>(
  budget: "forms" | "plan" | "app",
  schema: S,
  call: (input: z.output<S>, request: Request) => Promise<Result<T>>,
  /** What the planTries budget counts per client (an email address, a token), once the body is valid. */
  subject?: (input: z.output<S>) => string,
) {
  const handle = async (request: Request): Promise<Response> => {
    try {
      const { allowed, reject, client } = await gate(request, budget);
      // Counted before the body is read, so oversized and malformed floods spend the budget too.
      if (!allowed) return reject(429, "rate_limited");
      const parsed = await readBody(request, schema);
      if (!parsed.ok) return reject(parsed.status, parsed.code);
      // A client's own tries at one email or token: a stranger's spend the stranger's count, never the owner's.
      // Nothing here counts per email from every client together: the site cannot tell a stranger's try from the
      // owner's (the backend answers both alike), so that ceiling is the backend's (issue 70).
      const named = subject ? subjectKey(subject(parsed.data)) : null;
      if (named && !(await limiters.planTries.take(`${named} ${client}`))) return reject(429, "too_many_tries");
      return answer(await call(parsed.data, request));
    } catch (error) {
      console.error("[facade endpoint]", error);
      return errorResponse(502, "upstream");
    }
  };
  return async (request: Request): Promise<Response> => {
    const response = await handle(request);
    currentMetrics()?.formSubmission(new URL(request.url).pathname, outcomeOf(response));
    return response;
  };
}

/**
 * A same-origin GET endpoint: rate limited in the reads budget, its path parameter (if any) validated before the
 * backend sees it, and answers reused for a short time so a flood costs the backend one call per key per period;
 * a failed call is never reused, and a failed refresh serves the last good answer (lib/facade/read-cache.ts).
 */
export function getEndpoint<P extends z.ZodType, T>(name: string, param: P | null, call: (value: z.output<P>) => Promise<Result<T>>) {
  return async (request: Request, raw?: string): Promise<Response> => {
    const { allowed, reject } = await gate(request, "reads");
    if (!allowed) return reject(429, "rate_limited");
    const parsed = param ? param.safeParse(raw) : { success: true as const, data: undefined as z.output<P> };
    if (!parsed.success) return reject(400, "validation");
    try {
      return answer(await read(`${name}:${String(parsed.data ?? "")}`, () => call(parsed.data)));
    } catch (error) {
      console.error("[facade endpoint]", error);
      return errorResponse(502, "upstream");
    }
  };
}
