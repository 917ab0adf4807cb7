import type { z } from "zod";
import type { FacadeBackend, Result } from "../backend";
import {
  appInfoRequest, contactRequest, idParam, joinPlanRequest, planKeyParam, referralRequest, verifyPlanRequest,
  workplaceSessionRequest,
} from "../contracts";
import { SLOW_FAULT_MS, type CallName, type Faults } from "./faults";

export const MAX_BODY_BYTES = 16 * 1024;

export type FacadeRequest = { method: string; path: string; body: string };

/** What to send: an answer (after `delayMs`), or nothing at all and the connection dropped. */
type Reply = { kind: "answer"; status: number; body: string; contentType: string; delayMs: number };
export type FacadeAnswer = Reply | { kind: "reset" };

export type HandlerOptions = {
  /** Read on every request, so faults switch while the server runs. */
  faults: () => Faults;
  /** The origin of links in verification emails: the upstream never learns which host the visitor used. */
  linkOrigin: string;
  log?: (line: string) => void;
};

type Route = {
  call: CallName;
  method: "GET" | "POST";
  /** Runs the call for a path parameter (GET) or a JSON body (POST), or null when the input is malformed. */
  run: (input: { param?: string; payload?: unknown }) => Promise<Result<unknown>> | null;
};

const json = (status: number, body: unknown): Reply => ({
  kind: "answer", status, body: JSON.stringify(body), contentType: "application/json", delayMs: 0,
});
const failure = (status: number, code: string) => json(status, { code });

function validated<S extends z.ZodType>(schema: S, value: unknown, run: (input: z.output<S>) => Promise<Result<unknown>>) {
  const parsed = schema.safeParse(value);
  return parsed.success ? run(parsed.data) : null;
}

function routeFor(backend: FacadeBackend, linkOrigin: string, path: string): Route | undefined {
  const post = (call: CallName, schema: z.ZodType, run: (input: never) => Promise<Result<unknown>>): Route => ({
    call, method: "POST", run: ({ payload }) => validated(schema, payload, run as (input: unknown) => Promise<Result<unknown>>),
  });
  const [, root, name, param, ...rest] = path.split("/");
  if (rest.length > 0) return undefined;
  if (root === "promo") return name === "referral" && param === undefined ? post("referral", referralRequest, backend.referral) : undefined;
  if (root !== "facade") return undefined;
  const withParam = <S extends z.ZodType>(call: CallName, schema: S, run: (value: z.output<S>) => Promise<Result<unknown>>): Route => ({
    call, method: "GET", run: ({ param: value }) => validated(schema, value, run),
  });
  if (param !== undefined) {
    const decoded = safeDecode(param);
    const route =
      name === "region" ? withParam("region", idParam, (id) => backend.region(id))
      : name === "instruction" ? withParam("instruction", idParam, (id) => backend.instruction(id))
      : name === "get-plan" ? withParam("get-plan", planKeyParam, (plan) => backend.getPlan(plan))
      : undefined;
    return route && { ...route, run: () => route.run({ param: decoded }) };
  }
  switch (name) {
    case "career": return { call: "career", method: "GET", run: () => backend.careers() };
    case "contact": return post("contact", contactRequest, backend.contact);
    case "join-plan": return post("join-plan", joinPlanRequest, (input) => backend.joinPlan(input, { origin: linkOrigin }));
    case "verify-plan": return post("verify-plan", verifyPlanRequest, backend.verifyPlan);
    case "workplace-session": return post("workplace-session", workplaceSessionRequest, backend.workplaceSession);
    case "app-info": return post("app-info", appInfoRequest, backend.appInfo);
    default: return undefined;
  }
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** For the bad-item fault: the answer with one list item that breaks the contract, as a faulty upstream might send. */
export function breakOneItem(call: CallName, data: unknown): unknown {
  const copy = structuredClone(data) as Record<string, unknown> & unknown[];
  if (call === "career" && Array.isArray(copy) && copy[0]) delete (copy[0] as Record<string, unknown>).title;
  const items = (copy as { items?: Record<string, unknown>[] }).items;
  if (call === "instruction" && items?.[0]) items[0].title = "";
  const benefits = (copy as { benefits?: Record<string, unknown>[] }).benefits;
  if (call === "get-plan" && benefits?.[0]) delete benefits[0].iconUrl;
  return copy;
}

/**
 * The operator's API over HTTP, answered by a facade backend (the embedded one): the paths, methods, payloads,
 * `{data}` and `{code}` bodies the site's upstream adapter uses. Requests are validated with the shared schemas;
 * malformed input is a 4xx, never a 5xx. Faults from `options.faults()` are applied per call.
 */
export function facadeHandler(backend: FacadeBackend, { faults, linkOrigin, log = console.log }: HandlerOptions) {
  return async function handle(request: FacadeRequest): Promise<FacadeAnswer> {
    const url = new URL(request.path, "http://facade.invalid");
    const route = routeFor(backend, linkOrigin, url.pathname);
    if (!route) return failure(404, "not_found");
    if (request.method !== route.method) return failure(405, "method_not_allowed");

    const fault = faults()[route.call];
    if (fault) log(`[facade server] ${route.call}: ${fault}`);
    if (fault === "error") return failure(503, "unavailable");
    if (fault === "reset") return { kind: "reset" };
    if (fault === "garbage") return { kind: "answer", status: 200, body: "<html><body>Service temporarily unavailable</body></html>", contentType: "text/html", delayMs: 0 };

    let payload: unknown;
    if (route.method === "POST") {
      if (Buffer.byteLength(request.body) > MAX_BODY_BYTES) return failure(413, "payload_too_large");
      try {
        payload = JSON.parse(request.body);
      } catch {
        return failure(400, "validation");
      }
    }
    let answer: Reply;
    try {
      const pending = route.run({ payload });
      const result = pending ? await pending : null;
      if (!result) answer = failure(400, "validation");
      else if (!result.ok) answer = failure(result.status, result.code);
      else answer = json(200, { data: fault === "bad-item" ? breakOneItem(route.call, result.data) : result.data });
    } catch (error) {
      log(`[facade server] ${route.call} failed: ${(error as Error).message}`);
      answer = failure(500, "internal");
    }
    return fault === "slow" ? { ...answer, delayMs: SLOW_FAULT_MS } : answer;
  };
}
