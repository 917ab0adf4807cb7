import type { z } from "zod";
import { currentMetrics } from "@/lib/metrics/registry";
import { fail, ok, type FacadeBackend, type Result } from "./backend";
import { errorBody, responseSchemas } from "./contracts";

export const UPSTREAM_TIMEOUT_MS = 8000;

const NOT_JSON = Symbol("not JSON");

/** An empty body is no body; a body that does not parse (or never arrived in full) is NOT_JSON. */
function parseJson(text: string | undefined): unknown {
  if (text === undefined) return NOT_JSON;
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

type Fetch = typeof fetch;

type Schemas = ReturnType<typeof responseSchemas>;

/**
 * The operator's API. Its 4xx answers keep their status and code; anything else that goes wrong (timeout,
 * reset, network, 5xx, a body that is not JSON or does not match the contract) becomes 502 `upstream`. A list
 * item that breaks the contract is dropped alone and logged once per answer, naming the call and the field.
 */
export function upstreamBackend(
  baseUrl: string,
  fetchImpl: Fetch = fetch,
  timeoutMs = UPSTREAM_TIMEOUT_MS,
  log: (line: string) => void = console.warn,
): FacadeBackend {
  const base = baseUrl.replace(/\/+$/, "");
  // Built once: parsing is synchronous, so the drops reported during one safeParse are that answer's alone.
  let dropped: string[] = [];
  const schemas = responseSchemas((item, field) => dropped.push(`${item} (${field})`));

  /** Each call's duration by outcome (flamingo_facade_request_duration_seconds): ok, the API's code, or why not. */
  async function call<K extends keyof Schemas>(path: string, name: K, body?: unknown): Promise<Result<z.output<Schemas[K]>>> {
    const started = performance.now();
    const { result, outcome } = await attempt(path, name, body);
    currentMetrics()?.facadeCall(name, outcome, (performance.now() - started) / 1000);
    return result;
  }

  type Attempt<T> = { result: Result<T>; outcome: string };

  async function attempt<K extends keyof Schemas>(path: string, name: K, body?: unknown): Promise<Attempt<z.output<Schemas[K]>>> {
    const failed = (outcome: string, code = "upstream", status = 502) => ({ result: fail(status, code), outcome });
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
    } catch (error) {
      return failed(error instanceof Error && error.name === "TimeoutError" ? "timeout" : "unreachable");
    }
    // A connection dropped mid-body rejects here. A body that is neither empty nor JSON (a proxy's error page
    // sent with 200) is not the operator's answer, even for calls whose success body the site never reads.
    const text = await response.text().catch(() => undefined);
    const json = parseJson(text);
    if (text === undefined) return failed("unreachable");
    if (response.ok) {
      if (json === NOT_JSON) return failed("bad_response");
      dropped = [];
      const parsed = schemas[name].safeParse(json ?? null);
      if (!parsed.success) return failed("bad_response");
      if (dropped.length > 0) log(`[facade upstream] ${path}: dropped ${dropped.length} item(s) that broke the contract: ${dropped.join(", ")}`);
      return { result: ok(parsed.data as z.output<Schemas[K]>), outcome: "ok" };
    }
    const error = errorBody.safeParse(json);
    if (response.status >= 400 && response.status < 500 && error.success) return failed(error.data.code, error.data.code, response.status);
    return failed(response.status >= 500 ? "server_error" : "bad_response");
  }

  const done = <T>(result: Result<T>): Result<null> => (result.ok ? ok(null) : result);
  const unwrap = <T>(result: Result<{ data: T }>): Result<T> => (result.ok ? ok(result.data.data) : result);

  return {
    contact: async (request) => done(await call("/facade/contact", "contact", request)),
    careers: async () => unwrap(await call("/facade/career", "career")),
    region: async (id) => unwrap(await call(`/facade/region/${id}`, "region")),
    instruction: async (id) => unwrap(await call(`/facade/instruction/${id}`, "instruction")),
    getPlan: async (plan) => unwrap(await call(`/facade/get-plan/${encodeURIComponent(plan)}`, "getPlan")),
    // The spec's body is email and phone only; the page's plan key is for the embedded facade.
    joinPlan: async ({ email, phone }) => done(await call("/facade/join-plan", "joinPlan", { email, phone })),
    verifyPlan: async (request) => done(await call("/facade/verify-plan", "verifyPlan", request)),
    workplaceSession: async (request) => done(await call("/facade/workplace-session", "workplaceSession", request)),
    appInfo: async (request) => unwrap(await call("/facade/app-info", "appInfo", request)),
    referral: async (request) => unwrap(await call("/promo/referral", "referral", request)),
  };
}
