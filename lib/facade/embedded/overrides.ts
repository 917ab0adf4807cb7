import fs from "node:fs";
import path from "node:path";
import { parseContent } from "@/lib/content/parse";
import type { Career } from "../contracts";
import { careersFile } from "./seed";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Development and test switches for the embedded facade only (the upstream never reads them). They are read on
 * every call, so a page rendered on request (`next dev`, or an ISR refresh) shows the new answer at once.
 *
 * EMBEDDED_FACADE_FAULTS: comma-separated call names that fail as an unavailable upstream would (503
 *   `unavailable`). Supported: `career`.
 * EMBEDDED_CAREERS_FILE: a JSON file of careers used instead of content/facade/careers.json, e.g. one holding
 *   `[]` to see the page with no openings.
 */
export function faulted(call: "career", env: Env = process.env): boolean {
  return (env.EMBEDDED_FACADE_FAULTS ?? "")
    .split(",")
    .map((name) => name.trim())
    .includes(call);
}

/** The careers from EMBEDDED_CAREERS_FILE, or undefined when it is unset; a bad file throws, naming it. */
export function careersOverride(env: Env = process.env): Career[] | undefined {
  const file = env.EMBEDDED_CAREERS_FILE?.trim();
  if (!file) return undefined;
  const absolute = path.resolve(/*turbopackIgnore: true*/ file);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(absolute, "utf8"));
  } catch (error) {
    throw new Error(`EMBEDDED_CAREERS_FILE ${absolute} could not be read as JSON: ${(error as Error).message}`);
  }
  return parseContent(absolute, careersFile, data);
}
