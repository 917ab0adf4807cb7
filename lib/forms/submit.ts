/** The client gives up on a submission after this long and tells the rider something went wrong. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** A 429, whoever sent it (the site or the edge): the forms say to try again in a minute. */
export const RATE_LIMITED_CODE = "rate_limited";

/**
 * The 429s that are not the connection's per-minute budget, each with a message of its own that says what it is and
 * how long it lasts: one connection's tries at one email or link, and the emails sent to one address (issue 70).
 */
const OWN_LIMIT_CODES: ReadonlySet<string> = new Set(["too_many_tries", "too_many_emails"]);

/**
 * A code no catalogue entry names, so the form shows its generic message. Used for everything the rider cannot
 * fix by editing: no connection, a timeout, a server fault or an answer we cannot read.
 */
export const GENERIC_CODE = "other";

export type SubmitResult = { ok: true } | { ok: false; code: string };

type Options = { timeoutMs?: number; fetchImpl?: typeof fetch };

/** The `code` of an error body, if the body is the facade's `{ code }` shape. */
async function readCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || !("code" in body)) return undefined;
    const { code } = body;
    return typeof code === "string" && code.length > 0 && code.length <= 100 ? code : undefined;
  } catch {
    return undefined;
  }
}

/** POSTs JSON to one of the site's own endpoints and says whether it was accepted, or which error code came back. */
export async function submitJson(url: string, payload: unknown, { timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl = fetch }: Options = {}): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
      cache: "no-store",
    });
    if (response.ok) return { ok: true };
    if (response.status === 429) {
      const code = await readCode(response);
      return { ok: false, code: code !== undefined && OWN_LIMIT_CODES.has(code) ? code : RATE_LIMITED_CODE };
    }
    // Only a 4xx says something about what was sent; 5xx are the site's trouble, not the rider's.
    if (response.status >= 400 && response.status < 500) {
      return { ok: false, code: (await readCode(response)) ?? GENERIC_CODE };
    }
    return { ok: false, code: GENERIC_CODE };
  } catch {
    return { ok: false, code: GENERIC_CODE };
  } finally {
    clearTimeout(timer);
  }
}
