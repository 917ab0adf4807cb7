import type { z } from "zod";
import { fail, ok, type FacadeBackend, type Result } from "./backend";
import { errorBody, responses } from "./contracts";

export const UPSTREAM_TIMEOUT_MS = 8000;

type Fetch = typeof fetch;

/**
 * The operator's API. Its 4xx answers keep their status and code; anything else that goes wrong (timeout,
 * network, 5xx, an answer that does not match the contract) becomes 502 `upstream`.
 */
export function upstreamBackend(baseUrl: string, fetchImpl: Fetch = fetch, timeoutMs = UPSTREAM_TIMEOUT_MS): FacadeBackend {
  const base = baseUrl.replace(/\/+$/, "");

  async function call<S extends z.ZodType>(path: string, schema: S, body?: unknown): Promise<Result<z.output<S>>> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        // No cache option on reads: "no-store" would turn every page that reads the facade (city, how-to,
        // safety) into a per-request render. Left unset, the read runs when the page is built or refreshed.
        ...(body === undefined ? {} : { cache: "no-store" as const }),
      });
    } catch {
      return fail(502, "upstream");
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const parsed = schema.safeParse(json ?? null);
      return parsed.success ? ok(parsed.data) : fail(502, "upstream");
    }
    const error = errorBody.safeParse(json);
    if (response.status >= 400 && response.status < 500 && error.success) return fail(response.status, error.data.code);
    return fail(502, "upstream");
  }

  const done = <T>(result: Result<T>): Result<null> => (result.ok ? ok(null) : result);
  const unwrap = <T>(result: Result<{ data: T }>): Result<T> => (result.ok ? ok(result.data.data) : result);

  return {
    contact: async (request) => done(await call("/facade/contact", responses.contact, request)),
    careers: async () => unwrap(await call("/facade/career", responses.career)),
    region: async (id) => unwrap(await call(`/facade/region/${id}`, responses.region)),
    instruction: async (id) => unwrap(await call(`/facade/instruction/${id}`, responses.instruction)),
    getPlan: async (plan) => unwrap(await call(`/facade/get-plan/${encodeURIComponent(plan)}`, responses.getPlan)),
    // The spec's body is email and phone only; the page's plan key is for the embedded facade.
    joinPlan: async ({ email, phone }) => done(await call("/facade/join-plan", responses.joinPlan, { email, phone })),
    verifyPlan: async (request) => done(await call("/facade/verify-plan", responses.verifyPlan, request)),
    workplaceSession: async (request) => done(await call("/facade/workplace-session", responses.workplaceSession, request)),
    appInfo: async (request) => unwrap(await call("/facade/app-info", responses.appInfo, request)),
    referral: async (request) => unwrap(await call("/promo/referral", responses.referral, request)),
  };
}
