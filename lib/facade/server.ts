import "server-only";
import type { FacadeBackend } from "./backend";
import { backendKind } from "./backend-kind";
import { formsQuotaFromEnv, withClientQuotas } from "./client-quotas";
import { embeddedBackend } from "./embedded";
import { storeFromEnv } from "./embedded/store";
import { tokenTtlMs } from "./settings";
import { upstreamBackend } from "./upstream";

let backend: FacadeBackend | undefined;

/**
 * FACADE_API_URL set: the operator's API, behind the embedded store's per-client daily bytes for forms
 * (client-quotas.ts). Unset: the embedded facade, so a fresh clone works on its own.
 */
export function facade(): FacadeBackend {
  if (!backend) {
    backend = backendKind(process.env) === "upstream"
      ? withClientQuotas(upstreamBackend(process.env.FACADE_API_URL!.trim()), formsQuotaFromEnv())
      : embeddedBackend({ store: storeFromEnv(), tokenTtlMs: tokenTtlMs() });
  }
  return backend;
}

/** For server-rendered sections that are left out silently when the facade fails. */
export async function orNull<T>(call: Promise<{ ok: true; data: T } | { ok: false }>): Promise<T | null> {
  try {
    const result = await call;
    return result.ok ? result.data : null;
  } catch {
    return null;
  }
}
