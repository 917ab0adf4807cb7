import fc from "fast-check";
import { JUDGED_FIELDS, fieldsNeedingAttention, type Sent } from "./attention";

const filled: Sent = { name: "Aroha", email: "aroha@kiwi.nz", message: "On its side", emailMalformed: false };

describe("fieldsNeedingAttention", () => {
  it("marks every empty field of an empty submit as missing", () => {
    expect(fieldsNeedingAttention("validation", { name: "", email: "", message: " ", emailMalformed: false })).toEqual({ name: "missing", email: "missing", message: "missing" });
  });

  it("marks a malformed address to check, and only the email for an address the server cannot use", () => {
    expect(fieldsNeedingAttention("validation", { ...filled, emailMalformed: true })).toEqual({ email: "check" });
    expect(fieldsNeedingAttention("domain_not_found", filled)).toEqual({ email: "check" });
  });

  it("marks all three when the server refused what looks whole to us, and none for a fault that is not the person's", () => {
    expect(fieldsNeedingAttention("validation", filled)).toEqual({ name: "check", email: "check", message: "check" });
    for (const code of ["rate_limited", "other", "upstream"]) expect(fieldsNeedingAttention(code, { ...filled, name: "" })).toEqual({});
  });

  it("on a validation refusal never leaves nothing marked, and marks exactly the empty fields when any is empty", () => {
    const value = fc.oneof(fc.constant(""), fc.constant("  "), fc.string({ minLength: 1, maxLength: 8 }));
    fc.assert(
      fc.property(value, value, value, fc.boolean(), (name, email, message, emailMalformed) => {
        const sent = { name, email, message, emailMalformed };
        const marks = fieldsNeedingAttention("validation", sent);
        expect(Object.keys(marks).length).toBeGreaterThan(0);
        const empty = JUDGED_FIELDS.filter((field) => sent[field].trim() === "");
        for (const field of empty) expect(marks[field]).toBe("missing");
        if (empty.length > 0) {
          const extra = emailMalformed && !empty.includes("email") ? ["email"] : [];
          expect(Object.keys(marks).sort()).toEqual([...empty, ...extra].sort());
        }
      }),
    );
  });
});
