import type { Plan } from "@/lib/facade/contracts";
import { isSafeValue } from "@/lib/safe-text";
import { SUBMIT_TIMEOUT_MS } from "./submit";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isBenefit = (value: unknown) =>
  isRecord(value) && typeof value.iconUrl === "string" && value.iconUrl !== "" && typeof value.title === "string" && value.title !== "" && typeof value.description === "string";

/** The plan contract checked by hand: the join page must not ship the schema library to read one object. */
export function isPlan(value: unknown): value is Plan {
  return (
    isRecord(value) &&
    typeof value.name === "string" &&
    value.name !== "" &&
    typeof value.description === "string" &&
    Array.isArray(value.benefits) &&
    value.benefits.every(isBenefit) &&
    typeof value.form === "boolean"
  );
}

/**
 * The request was refused before any answer came: a network failure, or the browser stopping the page's requests
 * (Firefox does so as a navigation away begins, while the page still runs). Not the page's own time limit, which is
 * a failure like any other.
 */
export const UNANSWERED = "unanswered";

/**
 * The workplace plan for a key; null when the key is unsafe to send (empty, too long, control characters), unknown
 * to the facade, or the load fails with an answer or by running out of time; UNANSWERED when the request was
 * refused with no answer or its body cut off. Its format is the facade's to judge.
 */
export async function loadPlan(key: string, fetchImpl: typeof fetch = fetch, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<Plan | null | typeof UNANSWERED> {
  if (!isSafeValue(key)) return null;
  let response: Response;
  try {
    response = await fetchImpl(`/api/facade/get-plan/${encodeURIComponent(key)}`, { signal: AbortSignal.timeout(timeoutMs), cache: "no-store" });
  } catch (error) {
    return (error as { name?: string } | null)?.name === "TimeoutError" ? null : UNANSWERED;
  }
  if (!response.ok) return null;
  try {
    const body: unknown = await response.json();
    return isRecord(body) && isPlan(body.data) ? body.data : null;
  } catch (error) {
    // A body that is not JSON is an answer; a body cut off on the way is stopped as the request itself can be.
    return (error as { name?: string } | null)?.name === "SyntaxError" ? null : UNANSWERED;
  }
}
