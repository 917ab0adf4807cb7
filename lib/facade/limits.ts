import { z } from "zod";
import { contactRequest, joinPlanRequest, workplaceSessionRequest } from "./contracts";

/**
 * The longest value a field's schema accepts, read from the shared contract so a form's `maxLength` and the
 * server's refusal can never disagree. A piped schema (email: a length-capped line, then the email format) is
 * read at its input side. Throws when a field has no cap: every text field the site sends must have one.
 */
export function maxLengthOf(schema: z.ZodType): number {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema instanceof z.ZodPipe ? schema.in : schema;
  if (inner !== schema) return maxLengthOf(inner as z.ZodType);
  const max = schema instanceof z.ZodString ? schema.maxLength : null;
  if (max === null) throw new Error("a text field's schema has no maximum length");
  return max;
}

const limitsOf = <K extends string>(shape: Record<K, z.ZodType>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, maxLengthOf(shape[key])])) as Record<K, number>;

/** Each text field's limit, per form, for the fields' `maxLength` and counters. */
export const FIELD_LIMITS = {
  contact: limitsOf(contactRequest.shape, ["name", "email", "message", "location", "registration"]),
  joinPlan: limitsOf(joinPlanRequest.shape, ["email", "phone"]),
  workplaceSession: limitsOf(workplaceSessionRequest.shape, ["name", "email", "organisation"]),
};
