import { sharedRedis } from "@/lib/cache/redis-connection.cjs";
import { fail, type ClientContext, type FacadeBackend, type Result } from "./backend";
import { RECORDS } from "./embedded";
import { CLIENT_KEY_BYTES, DAY_MS, QUOTA_CLIENTS, storeLimitsFromEnv } from "./embedded/store";
import { RateLimiter } from "./rate-limit";
import { sharedLimiter, type Limiter } from "./shared-rate-limit";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The bytes a form's submission would be in the embedded store's file (its record as a JSON line, with the time and
 * the client's hashed key the store adds), so a client's daily bytes are counted alike whichever backend takes it.
 */
export function recordBytes(request: object): number {
  const stamped = { receivedAt: new Date(0).toISOString(), ...request, clientKey: "x".repeat(CLIENT_KEY_BYTES - 2) };
  return Buffer.byteLength(`${JSON.stringify(stamped)}\n`);
}

/**
 * The embedded store's daily bytes per client for the contact and workplace-session forms (STORE_MAX_CLIENT_BYTES_
 * PER_DAY, per form's file), applied in front of the operator's API (FACADE_API_URL), which never learns the
 * client: the same budget (its counters named as the store names them, in Redis with REDIS_URL), the same key (file
 * and client), the same cost and the same answer past it (507 storage_full), so a visitor meets one cap whichever
 * backend the site runs on (issue 70). A submission the API refuses is handed back, as the store counts only what
 * it writes.
 */
export function withClientQuotas(backend: FacadeBackend, forms: Limiter): FacadeBackend {
  const capped = <R extends object>(file: string, call: (request: R, context?: ClientContext) => Promise<Result<null>>) =>
    async (request: R, context?: ClientContext): Promise<Result<null>> => {
      if (context?.client === undefined) return call(request, context);
      const release = await forms.reserve(`${file} ${context.client}`, recordBytes(request));
      if (!release) return fail(507, "storage_full");
      const result = await call(request, context).catch(async (error: unknown) => {
        await release();
        throw error;
      });
      if (!result.ok) await release();
      return result;
    };
  return {
    ...backend,
    contact: capped(RECORDS.contact, (request, context) => backend.contact(request, context)),
    workplaceSession: capped(RECORDS.workplaceSession, (request, context) => backend.workplaceSession(request, context)),
  };
}

/** The forms' daily bytes per client, sized and shared as the embedded store's (storeFromEnv). */
export function formsQuotaFromEnv(env: Env = process.env): Limiter {
  const limit = storeLimitsFromEnv(env).maxClientBytesPerDay.forms;
  return sharedLimiter("store-forms", new RateLimiter(limit, DAY_MS, QUOTA_CLIENTS), sharedRedis(env));
}
