import { sharedRedis } from "@/lib/cache/redis-connection.cjs";
import { limiterFromEnv } from "../budgets";
import { sharedLimiter, type Limiter } from "../shared-rate-limit";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Verification emails per address (the planSubject budget), counted where the email is sent: only this facade
 * knows whether a request matched an account, so only a request that did (a message written to its owner) counts,
 * and a stranger's tries naming the address, with a phone of no account, never spend its owner's allowance. With
 * REDIS_URL every process that sends (the site's instances on the embedded facade, or `npm run facade`) counts in
 * one place, in one atomic step per request.
 */
export function mailCeilingFromEnv(env: Env = process.env): Limiter {
  return sharedLimiter("planSubject", limiterFromEnv("planSubject", env), sharedRedis(env));
}
