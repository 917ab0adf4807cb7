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
 * The workplace plan for a key, or null when the key is unsafe to send (empty, too long, control characters), unknown
 * to the facade, or the load fails in any way. Its format is the facade's to judge.
 */
export async function loadPlan(key: string, fetchImpl: typeof fetch = fetch, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<Plan | null> {
  if (!isSafeValue(key)) return null;
  try {
    const response = await fetchImpl(`/api/facade/get-plan/${encodeURIComponent(key)}`, { signal: AbortSignal.timeout(timeoutMs), cache: "no-store" });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isRecord(body) && isPlan(body.data) ? body.data : null;
  } catch {
    return null;
  }
}
