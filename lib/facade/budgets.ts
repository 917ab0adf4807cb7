import { RateLimiter } from "./rate-limit";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Separate per-client budgets, so a flood of one kind cannot starve another: the forms people submit, the calls
 * the app's in-app pages make, and the GET reads.
 */
export const BUDGETS = {
  forms: { env: "RATE_LIMIT_FORMS_PER_MINUTE", perMinute: 10 },
  app: { env: "RATE_LIMIT_APP_PER_MINUTE", perMinute: 60 },
  reads: { env: "RATE_LIMIT_READS_PER_MINUTE", perMinute: 120 },
} as const;

export type Budget = keyof typeof BUDGETS;

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** One limiter per budget, sized from the environment. */
export function limitersFromEnv(env: Env = process.env): Record<Budget, RateLimiter> {
  const capacity = positive(env.RATE_LIMIT_MAX_CLIENTS, 10_000);
  const make = (budget: Budget) => new RateLimiter(positive(env[BUDGETS[budget].env], BUDGETS[budget].perMinute), 60_000, capacity);
  return { forms: make("forms"), app: make("app"), reads: make("reads") };
}

/** How long a GET answer is reused (FACADE_READ_CACHE_SECONDS, default 30; 0 turns the cache off). */
export function readCacheMsFromEnv(env: Env = process.env): number {
  const seconds = Number(env.FACADE_READ_CACHE_SECONDS ?? 30);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 30_000;
}
