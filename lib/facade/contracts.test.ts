import type { z } from "zod";
import {
  appInfoRequest, contactRequest, joinPlanRequest, planKeyParam, referralRequest, verifyPlanRequest, workplaceSessionRequest,
} from "./contracts";

const contact = { type: "general", name: "Aroha", email: "aroha@kiwi.nz", message: "Kia ora", location: "Cuba St", registration: "FL-123" };
const workplace = {
  name: "Aroha", email: "aroha@wcc.govt.nz", organisation: "Wellington City Council", city: "Wellington", type: "Scooters",
  participants: "6-10", time: "Morning", date: "2026-03-12",
};
const joinPlan = { plan: "wcc", email: "aroha@wcc.govt.nz", phone: "021 123 4567" };

type Row = [call: string, schema: z.ZodType, valid: Record<string, string>, field: string];
const rows = (call: string, schema: z.ZodType, valid: Record<string, string>, fields: string[]): Row[] => fields.map((field) => [call, schema, valid, field]);

/** Every text field of every request, with a valid request around it. */
const TEXT_FIELDS: Row[] = [
  ...rows("contact", contactRequest, contact, ["name", "email", "message", "location", "registration"]),
  ...rows("workplace-session", workplaceSessionRequest, workplace, ["name", "email", "organisation", "date"]),
  ...rows("join-plan", joinPlanRequest, joinPlan, ["plan", "email", "phone"]),
  ...rows("verify-plan", verifyPlanRequest, { token: "abcdefghijklmnopqrstuvwxyz" }, ["token"]),
  ...rows("app-info", appInfoRequest, { slug: "go-pass" }, ["slug"]),
  ...rows("referral", referralRequest, { uuid: "b74e74d0-54c4-41f1-8c97-b79c168f8b38" }, ["uuid"]),
];

const CONTROLS = ["\u0000", "\u0007", "\t", "\n", "\r", "\u001b", "\u007f", "\u0085", "\u009b", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069", "\u061c"];
const escaped = (char: string) => `U+${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

describe("request schemas: no control characters", () => {
  it.each(TEXT_FIELDS)("%s accepts its valid request (%s)", (_call, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  describe.each(TEXT_FIELDS)("%s", (_call, schema, valid, field) => {
    it.each(CONTROLS.filter((char) => field !== "message" || !["\t", "\n"].includes(char)).map(escaped))(`${field} refuses %s`, (code) => {
      const char = String.fromCharCode(parseInt(code.slice(2), 16));
      const value = valid[field]!;
      const middle = Math.ceil(value.length / 2);
      expect(schema.safeParse({ ...valid, [field]: `${value.slice(0, middle)}${char}${value.slice(middle)}` }).success).toBe(false);
      // A control at either end is refused too, not trimmed away and stored.
      expect(schema.safeParse({ ...valid, [field]: `${value}${char}` }).success).toBe(false);
    });
  });

  it("lets a message hold paragraphs: tab and line breaks, CRLF stored as LF", () => {
    const parsed = contactRequest.safeParse({ ...contact, message: "Kia ora,\r\n\r\n\tthe scooter by the library\nwas tipped over.\r\n" });
    expect(parsed.success && parsed.data.message).toBe("Kia ora,\n\n\tthe scooter by the library\nwas tipped over.");
    expect(contactRequest.safeParse({ ...contact, message: "one\rtwo" }).success).toBe(false);
  });
});

describe("request schemas: formats are the API's to judge", () => {
  it("accepts a dotted JWT as a verification token, up to 4096 characters", () => {
    expect(verifyPlanRequest.safeParse({ token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln" }).success).toBe(true);
    expect(verifyPlanRequest.safeParse({ token: "x" }).success).toBe(true);
    expect(verifyPlanRequest.safeParse({ token: "x".repeat(4096) }).success).toBe(true);
    expect(verifyPlanRequest.safeParse({ token: "x".repeat(4097) }).success).toBe(false);
    expect(verifyPlanRequest.safeParse({ token: "" }).success).toBe(false);
  });

  it("accepts plan keys with upper case or underscores, and phones in any spelling", () => {
    for (const plan of ["WCC", "go_pass", "kōwhai"]) expect(planKeyParam.safeParse(plan).success).toBe(true);
    for (const phone of ["021.123.4567", "+64 (21) 123-4567", "021/1234567"]) expect(joinPlanRequest.safeParse({ ...joinPlan, phone }).success).toBe(true);
    expect(joinPlanRequest.safeParse({ email: joinPlan.email, phone: joinPlan.phone }).success).toBe(true);
    expect(joinPlanRequest.safeParse({ ...joinPlan, phone: "1".repeat(41) }).success).toBe(false);
    expect(planKeyParam.safeParse("x".repeat(201)).success).toBe(false);
    expect(planKeyParam.safeParse("").success).toBe(false);
  });

  it("accepts app-info slugs and referral ids of any shape, within 200 characters", () => {
    expect(appInfoRequest.safeParse({ slug: "go_pass" }).success).toBe(true);
    expect(appInfoRequest.safeParse({ slug: "Go.Pass" }).success).toBe(true);
    expect(referralRequest.safeParse({ uuid: "rider-12345" }).success).toBe(true);
    expect(referralRequest.safeParse({ uuid: "b74e74d0-54c4-01f1-8c97-b79c168f8b38" }).success).toBe(true);
    expect(referralRequest.safeParse({ uuid: "x".repeat(201) }).success).toBe(false);
  });

  it("refuses a path value that would not stay one path segment at the API (issue 55)", () => {
    for (const value of ["../../admin", "..", ".", "a/b", "a\\b", "..%2F..%2Fadmin", "a?b", "a#b"]) {
      expect(planKeyParam.safeParse(value).success).toBe(false);
      expect(appInfoRequest.safeParse({ slug: value }).success).toBe(false);
      expect(referralRequest.safeParse({ uuid: value }).success).toBe(false);
      expect(joinPlanRequest.safeParse({ ...joinPlan, plan: value }).success).toBe(false);
    }
  });
});
