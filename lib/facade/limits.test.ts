import { z } from "zod";
import { contactRequest } from "./contracts";
import { FIELD_LIMITS, maxLengthOf } from "./limits";

describe("field limits from the shared contract", () => {
  it("are the server's own caps", () => {
    expect(FIELD_LIMITS.contact).toEqual({ name: 200, email: 254, message: 5000, location: 300, registration: 50 });
    expect(FIELD_LIMITS.joinPlan).toEqual({ email: 254, phone: 40 });
    expect(FIELD_LIMITS.workplaceSession).toEqual({ name: 200, email: 254, organisation: 200 });
  });

  it("agree with what the server refuses: at the limit accepted, one over refused", () => {
    const base = { type: "general", name: "Aroha", email: "aroha@example.co.nz", message: "Hello" } as const;
    for (const field of ["name", "message", "location", "registration"] as const) {
      const limit = FIELD_LIMITS.contact[field];
      expect(contactRequest.safeParse({ ...base, [field]: "a".repeat(limit) }).success).toBe(true);
      expect(contactRequest.safeParse({ ...base, [field]: "a".repeat(limit + 1) }).success).toBe(false);
    }
  });

  it("refuses a text schema with no cap, so a new field cannot go without one", () => {
    expect(() => maxLengthOf(z.string())).toThrow("no maximum length");
    expect(maxLengthOf(z.string().max(9).optional())).toBe(9);
  });
});
