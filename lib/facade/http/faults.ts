import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The calls the facade server answers, named as in their paths. */
export const CALLS = [
  "contact", "career", "region", "instruction", "get-plan", "join-plan", "verify-plan", "workplace-session", "app-info", "referral",
] as const;
export type CallName = (typeof CALLS)[number];

/**
 * error: 503 `unavailable`. slow: the answer comes after SLOW_FAULT_MS, past the site's 8 s timeout. reset: the
 * connection is dropped without an answer. garbage: 200 with a body that is not JSON. bad-item: one item of the
 * answer's list breaks the contract (calls without a list answer as usual).
 */
export const FAULTS = ["error", "slow", "reset", "garbage", "bad-item"] as const;
export type Fault = (typeof FAULTS)[number];
export type Faults = Partial<Record<CallName, Fault>>;

export const SLOW_FAULT_MS = 10_000;

const faultsFile = z.partialRecord(z.enum(CALLS), z.enum(FAULTS));

/**
 * The faults named by FACADE_FAULTS_FILE, read on every call so a test can switch them while the server runs.
 * No setting or no file means no faults; a file that does not parse is reported and ignored.
 */
export function readFaults(env: Readonly<Record<string, string | undefined>> = process.env, warn = console.warn): Faults {
  const file = env.FACADE_FAULTS_FILE?.trim();
  if (!file) return {};
  let raw: string;
  try {
    raw = fs.readFileSync(path.resolve(file), "utf8");
  } catch {
    return {};
  }
  try {
    const parsed = faultsFile.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    warn(`[facade server] ${file} ignored: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  } catch (error) {
    warn(`[facade server] ${file} ignored: ${(error as Error).message}`);
  }
  return {};
}
