import { z } from "zod";
import { contactRequest, joinPlanRequest, workplaceSessionRequest } from "./contracts";
import { FIELD_LIMITS } from "./limits";

/** The cap a schema enforces, read from the schema itself (a pipe at its input side, an optional unwrapped). */
function maxLengthOf(schema: z.ZodType): number | null {
  if (schema instanceof z.ZodOptional) return maxLengthOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in as z.ZodType);
  return schema instanceof z.ZodString ? schema.maxLength : null;
}

describe("field limits", () => {
  it("are the caps the shared contract enforces, field by field", () => {
    const shapes = { contact: contactRequest.shape, joinPlan: joinPlanRequest.shape, workplaceSession: workplaceSessionRequest.shape } as const;
    for (const [form, limits] of Object.entries(FIELD_LIMITS) as [keyof typeof shapes, Record<string, number>][]) {
      for (const [field, max] of Object.entries(limits)) expect(`${form}.${field}: ${maxLengthOf((shapes[form] as Record<string, z.ZodType>)[field]!)}`).toBe(`${form}.${field}: ${max}`);
    }
    expect(FIELD_LIMITS.contact).toEqual({ name: 200, email: 254, message: 5000, location: 300, registration: 50 });
  });

  it("agree with what the server refuses: at the limit accepted, one over refused", () => {
    const base = { type: "general", name: "Aroha", email: "aroha@example.co.nz", message: "Hello" } as const;
    for (const field of ["name", "message", "location", "registration"] as const) {
      const limit = FIELD_LIMITS.contact[field];
      expect(contactRequest.safeParse({ ...base, [field]: "a".repeat(limit) }).success).toBe(true);
      expect(contactRequest.safeParse({ ...base, [field]: "a".repeat(limit + 1) }).success).toBe(false);
    }
  });
});
