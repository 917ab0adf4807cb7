import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { MARKET_KEYS } from "@/lib/market";
import { NOT_FOUND_PATH, routeRequest } from "@/lib/routing";
import { hasControlCharacters } from "@/lib/safe-text";

/** Paths one call may name: enough for every city, guide and safety page at once. */
export const MAX_PATHS = 50;
const MAX_PATH_LENGTH = 200;

/** The shortest REVALIDATE_SECRET taken: 256 bits, e.g. `openssl rand -hex 32` (64 characters). */
export const MIN_SECRET_BYTES = 32;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * REVALIDATE_SECRET, or undefined when none is set or it is shorter than MIN_SECRET_BYTES: the route then does not
 * exist (404), rather than stand behind a secret short enough to guess.
 */
export function revalidateSecret(env: Env = process.env): string | undefined {
  const secret = env.REVALIDATE_SECRET?.trim();
  return secret && Buffer.byteLength(secret) >= MIN_SECRET_BYTES ? secret : undefined;
}

/** The line an instance logs at start when a secret is set but too short to use; null otherwise. */
export function revalidateSecretNote(env: Env = process.env): string | null {
  const secret = env.REVALIDATE_SECRET?.trim();
  if (!secret || revalidateSecret(env)) return null;
  return `[revalidate] warning: REVALIDATE_SECRET is ${Buffer.byteLength(secret)} bytes, under ${MIN_SECRET_BYTES}: POST /api/revalidate stays off (404) until it is at least ${MIN_SECRET_BYTES} (openssl rand -hex 32)`;
}

/**
 * Whether `Authorization: Bearer <secret>` carries the configured secret. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or content of the guess.
 */
export function bearerMatches(authorization: string | null, secret: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const digest = (value: string) => createHash("sha256").update(value).digest();
  const sent = digest(match?.[1] ?? "");
  return timingSafeEqual(sent, digest(secret)) && match !== null;
}

/** The call's body: visitor paths, without query strings or control characters. */
export const revalidateRequest = z.object({
  paths: z
    .array(
      z
        .string()
        .max(MAX_PATH_LENGTH)
        .startsWith("/")
        .refine((path) => !hasControlCharacters(path) && !path.includes("?")),
    )
    .min(1)
    .max(MAX_PATHS),
});

/** The body's paths (`{"paths": ["/careers", …]}`), each once, or null when the body is not that shape. */
export function requestedPaths(body: unknown): string[] | null {
  const parsed = revalidateRequest.safeParse(body);
  return parsed.success ? [...new Set(parsed.data.paths)] : null;
}

/**
 * Where each path a visitor sees lives in the app router, in both markets (`/careers` → `/nz/careers` and
 * `/au/careers`), decided by the same routing the proxy uses. A path that is no page (a redirect, the not-found
 * page, a file) is returned in `ignored`.
 */
export function pagesToRevalidate(paths: readonly string[], quizAnswers: Readonly<Record<string, readonly string[]>>) {
  const pages: string[] = [];
  const ignored: string[] = [];
  for (const path of paths) {
    const routes = MARKET_KEYS.map((market) => routeRequest(path, market, quizAnswers));
    const targets = routes.flatMap((decision) => (decision.kind === "rewrite" && !decision.path.endsWith(NOT_FOUND_PATH) ? [decision.path] : []));
    if (targets.length === 0) ignored.push(path);
    pages.push(...targets);
  }
  return { pages, ignored };
}
