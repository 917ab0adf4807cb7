import { RateLimiter } from "./rate-limit";

type Env = Readonly<Record<string, string | undefined>>;

const MINUTE = 60_000;

/**
 * Separate budgets, so a flood of one kind cannot starve another. Most count per client address. Joining a
 * workplace plan is different: a council's 300 staff open the same invitation from behind one address, so
 * join-plan and verify-plan share a per-address ceiling sized for that office (120 a minute: all 300 join and
 * verify within ten minutes even if half arrive in the first two), and each (email address or token, client) pair
 * gets a handful of tries of its own (5 in ten minutes), which is what stops one person hammering one form; each
 * email address also has a ceiling on the verification emails sent to it, counted by the facade that sends them
 * (planSubject, lib/facade/embedded/mail-ceiling.ts).
 */
export const BUDGETS = {
  /** Contact and workplace-session, per client address. */
  forms: { env: "RATE_LIMIT_FORMS_PER_MINUTE", limit: 10, windowMs: MINUTE },
  /** Join-plan and verify-plan together, per client address: the office's ceiling. */
  plan: { env: "RATE_LIMIT_PLAN_PER_MINUTE", limit: 120, windowMs: MINUTE },
  /**
   * Join-plan per (email address, client), verify-plan per (token, client): one person's tries from one place. Per
   * pair, so a stranger's tries naming someone's email spend the stranger's count, never that person's (issue 55).
   */
  planTries: { env: "RATE_LIMIT_PLAN_TRIES", limit: 5, windowMs: 10 * MINUTE },
  /**
   * Verification emails per email address, from every client together, counted by the embedded facade (the site's,
   * or `npm run facade`) only for requests that matched an account, so a message was written to the address's
   * owner: what stops many addresses mailing one inbox, which strangers' tries (a phone of no account, malformed,
   * refused) cannot fill (issue 70). Checked and counted in one step, so a burst cannot pass it. Above what one
   * person needs (a few links a day), under what a mail flood would be.
   */
  planSubject: { env: "RATE_LIMIT_PLAN_SUBJECT", limit: 10, windowMs: 10 * MINUTE },
  /** In-app pages (app-info, referral), per client address. */
  app: { env: "RATE_LIMIT_APP_PER_MINUTE", limit: 60, windowMs: MINUTE },
  /** GETs of career, region, instruction and get-plan, per client address. */
  reads: { env: "RATE_LIMIT_READS_PER_MINUTE", limit: 120, windowMs: MINUTE },
  /** POST /api/revalidate, per client address (a wrong secret spends it too). */
  revalidate: { env: "RATE_LIMIT_REVALIDATE_PER_MINUTE", limit: 10, windowMs: MINUTE },
  /** POST /api/vitals, per client address: one beacon per page view, so a fast reader stays well inside it. */
  vitals: { env: "RATE_LIMIT_VITALS_PER_MINUTE", limit: 60, windowMs: MINUTE },
  /**
   * POST /api/vitals per (route template, client address): one address's beacons for one page, so it cannot move
   * that page's p75 alone (60 in-bounds fakes a minute did, issue 55). A visitor sends one a view; a seventh view of
   * one page in ten minutes from one address goes unmeasured.
   */
  vitalsRoute: { env: "RATE_LIMIT_VITALS_PER_ROUTE", limit: 6, windowMs: 10 * MINUTE },
} as const;

export type Budget = keyof typeof BUDGETS;

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** One budget's local limiter, sized from the environment. */
export function limiterFromEnv(budget: Budget, env: Env = process.env): RateLimiter {
  const { env: name, limit, windowMs } = BUDGETS[budget];
  return new RateLimiter(positive(env[name], limit), windowMs, positive(env.RATE_LIMIT_MAX_CLIENTS, 10_000));
}

/** One local limiter per budget, sized from the environment. */
export function limitersFromEnv(env: Env = process.env): Record<Budget, RateLimiter> {
  return Object.fromEntries((Object.keys(BUDGETS) as Budget[]).map((budget) => [budget, limiterFromEnv(budget, env)])) as Record<Budget, RateLimiter>;
}

/** How long a GET answer is reused (FACADE_READ_CACHE_SECONDS, default 30; 0 turns the cache off). */
export function readCacheMsFromEnv(env: Env = process.env): number {
  const seconds = Number(env.FACADE_READ_CACHE_SECONDS ?? 30);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 30_000;
}
