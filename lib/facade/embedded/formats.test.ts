import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { embeddedBackend } from ".";
import { Store } from "./store";

/** The embedded facade answers what the site's endpoints answered before formats were left to the API. */
const backend = () => embeddedBackend({ store: new Store(fs.mkdtempSync(path.join(os.tmpdir(), "formats-"))), log: () => undefined });
const invalid = { ok: false, status: 400, code: "validation" };
const email = `rider@${Object.values(JSON.parse(fs.readFileSync("content/facade/plans.json", "utf8")) as Record<string, { domains: string[] }>).find((plan) => plan.domains.length)!.domains[0]}`;

describe("embedded facade formats", () => {
  it.each(["eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln", "short", "x".repeat(129), "has space in it and is long enough"])("refuses the token %p as validation", async (token) => {
    expect(await backend().verifyPlan({ token })).toEqual(invalid);
  });

  it("still looks up a well-formed token", async () => {
    expect(await backend().verifyPlan({ token: "A".repeat(43) })).toEqual({ ok: false, status: 404, code: "verification_not_found" });
  });

  it.each(["021.123.4567", "021/1234567", "12345", "phone"])("refuses the phone %p as validation", async (phone) => {
    expect(await backend().joinPlan({ email, phone }, { origin: "http://localhost" })).toEqual(invalid);
  });

  it.each(["WCC", "go_pass", "x".repeat(65)])("refuses the plan key %p as validation, in get-plan and join-plan", async (plan) => {
    expect(await backend().getPlan(plan)).toEqual(invalid);
    expect(await backend().joinPlan({ plan, email, phone: "021 123 4567" }, { origin: "http://localhost" })).toEqual(invalid);
  });

  it("refuses app-info slugs and referral ids outside its formats, and finds the ones it knows", async () => {
    expect(await backend().appInfo({ slug: "go_pass" })).toEqual(invalid);
    expect(await backend().referral({ uuid: "rider-12345" })).toEqual(invalid);
    expect(await backend().referral({ uuid: "b74e74d0-54c4-01f1-8c97-b79c168f8b38" })).toEqual(invalid);
    expect((await backend().appInfo({ slug: "go-pass" })).ok).toBe(true);
    expect(await backend().appInfo({ slug: "no-such-page" })).toEqual({ ok: false, status: 404, code: "not_found" });
  });

  it("joins a plan from the email alone, as a door that only receives email and phone would ask", async () => {
    expect(await backend().joinPlan({ email, phone: "021 123 4567" }, { origin: "http://localhost" })).toEqual({ ok: true, data: null });
  });
});
