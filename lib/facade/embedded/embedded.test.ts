import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { calendarDateIn, sessionDateOptions } from "@/lib/session-dates";
import { embeddedBackend, logsLinks, RECORDS } from ".";
import { hashToken } from "./token";
import { DEFAULT_LIMITS, Store, type StoreLimits } from "./store";

function setup(now = () => new Date("2026-03-10T01:00:00Z"), tokenTtlMs?: number, { limits = DEFAULT_LIMITS, logLinks = true }: { limits?: StoreLimits; logLinks?: boolean } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "facade-"));
  const store = new Store(dir, limits);
  const logs: string[] = [];
  const backend = embeddedBackend({ store, now, tokenTtlMs, log: (line) => logs.push(line), logLinks });
  return { dir, store, backend, logs };
}

const account = { phone: "", email: "" };
beforeAll(() => {
  const accounts = JSON.parse(fs.readFileSync("content/facade/accounts.json", "utf8")) as { phone: string }[];
  const plans = JSON.parse(fs.readFileSync("content/facade/plans.json", "utf8")) as Record<string, { domains: string[] }>;
  account.phone = accounts[0]!.phone;
  account.email = `rider@${Object.values(plans).find((plan) => plan.domains.length)!.domains[0]}`;
});

const linkIn = (text: string) => text.match(/https?:\/\/\S+\/verify-plan\/(\S+)/)?.[1];

describe("embedded facade", () => {
  it("stores contact enquiries and keeps every one of 200 concurrent submissions whole", async () => {
    const { backend, store } = setup();
    const sent = Array.from({ length: 200 }, (_, i) => ({ type: "general" as const, name: `Rider ${i}`, email: `r${i}@example.co.nz`, message: `Message ${i} ${"ā".repeat(i)}` }));
    const results = await Promise.all(sent.map((enquiry) => backend.contact(enquiry)));
    expect(results.every((result) => result.ok)).toBe(true);
    const stored = await store.read<Record<string, string>>(RECORDS.contact);
    expect(stored).toHaveLength(200);
    expect(stored.map((record) => ({ type: record.type, name: record.name, email: record.email, message: record.message })).sort((a, b) => a.name!.localeCompare(b.name!))).toEqual(
      [...sent].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it("keeps submissions across a restart", async () => {
    const { backend, dir } = setup();
    await backend.contact({ type: "trip", name: "Aroha", email: "aroha@example.co.nz", message: "Stuck at the end of my ride" });
    const restarted = new Store(dir);
    expect(await restarted.read(RECORDS.contact)).toHaveLength(1);
  });

  it("answers join-plan the same whether or not the phone has an account, and emails a single-use link", async () => {
    const { backend, dir, logs } = setup();
    const unknown = await backend.joinPlan({ email: account.email, phone: "+64 29 999 9999" }, { origin: "http://localhost:3000" });
    const known = await backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "http://localhost:3000" });
    expect(unknown).toEqual(known);
    expect(known).toEqual({ ok: true, data: null });

    const outbox = fs.readdirSync(path.join(dir, "outbox"));
    expect(outbox).toHaveLength(1);
    const token = linkIn(fs.readFileSync(path.join(dir, "outbox", outbox[0]!), "utf8"));
    expect(token).toBeDefined();
    expect(Buffer.from(token!, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(logs.join("\n")).toContain(token);

    expect(await backend.verifyPlan({ token: token! })).toEqual({ ok: true, data: null });
    expect(await backend.verifyPlan({ token: token! })).toEqual({ ok: false, status: 404, code: "verification_not_found" });
  });

  it("refuses email domains the plan has not approved", async () => {
    const { backend } = setup();
    expect(await backend.joinPlan({ email: "someone@gmail.com", phone: account.phone }, { origin: "" })).toEqual({ ok: false, status: 400, code: "domain_not_found" });
  });

  it("expires verification links after the configured time", async () => {
    let now = new Date("2026-03-10T01:00:00Z");
    const { backend, dir } = setup(() => now, 60_000);
    await backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "http://localhost" });
    const [message] = fs.readdirSync(path.join(dir, "outbox"));
    const token = linkIn(fs.readFileSync(path.join(dir, "outbox", message!), "utf8"))!;
    now = new Date(now.getTime() + 60_001);
    expect(await backend.verifyPlan({ token })).toEqual({ ok: false, status: 410, code: "verification_expired" });
    expect(await backend.verifyPlan({ token: "x".repeat(43) })).toEqual({ ok: false, status: 404, code: "verification_not_found" });
  });

  it("lets only one of many simultaneous verifications of a token succeed", async () => {
    const { backend, dir } = setup();
    await backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "http://localhost" });
    const [message] = fs.readdirSync(path.join(dir, "outbox"));
    const token = linkIn(fs.readFileSync(path.join(dir, "outbox", message!), "utf8"))!;
    const results = await Promise.all(Array.from({ length: 10 }, () => backend.verifyPlan({ token })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it("keeps a token spent when the used-tokens file ends in a torn line", async () => {
    const { backend, dir } = setup();
    await backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "http://localhost" });
    const [message] = fs.readdirSync(path.join(dir, "outbox"));
    const token = linkIn(fs.readFileSync(path.join(dir, "outbox", message!), "utf8"))!;
    fs.writeFileSync(path.join(dir, `${RECORDS.used}.jsonl`), '{"tokenHash":"0123');
    expect(await backend.verifyPlan({ token })).toEqual({ ok: true, data: null });
    const used = fs.readFileSync(path.join(dir, `${RECORDS.used}.jsonl`), "utf8").split("\n");
    expect(JSON.parse(used[1]!)).toMatchObject({ tokenHash: hashToken(token) });
    expect(await backend.verifyPlan({ token })).toEqual({ ok: false, status: 404, code: "verification_not_found" });
  });

  it("answers 507 storage_full when a record or a file is over its cap, and stores nothing", async () => {
    const enquiry = { type: "general" as const, name: "Aroha", email: "aroha@example.co.nz", message: "x".repeat(300) };
    const small = setup(undefined, undefined, { limits: { ...DEFAULT_LIMITS, maxRecordBytes: 256 } });
    expect(await small.backend.contact(enquiry)).toEqual({ ok: false, status: 507, code: "storage_full" });
    expect(await small.store.read(RECORDS.contact)).toEqual([]);
    const full = setup(undefined, undefined, { limits: { ...DEFAULT_LIMITS, maxFileBytes: 500 } });
    expect(await full.backend.contact(enquiry)).toEqual({ ok: true, data: null });
    expect(await full.backend.contact(enquiry)).toEqual({ ok: false, status: 507, code: "storage_full" });
    const outbox = setup(undefined, undefined, { limits: { ...DEFAULT_LIMITS, maxOutboxFiles: 1 } });
    await outbox.backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "http://localhost" });
    expect(await outbox.backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "http://localhost" })).toEqual({ ok: false, status: 507, code: "storage_full" });
  });

  it("keeps working links out of the log when told to (production), and in the outbox", async () => {
    const { backend, dir, logs } = setup(undefined, undefined, { logLinks: false });
    await backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "https://flamingoscooters.co.nz" });
    const [message] = fs.readdirSync(path.join(dir, "outbox"));
    const token = linkIn(fs.readFileSync(path.join(dir, "outbox", message!), "utf8"))!;
    expect(logs).toHaveLength(1);
    expect(logs[0]).not.toContain(token);
    expect(logs[0]).not.toContain("/verify-plan/");
  });

  it("logs links only where NODE_ENV says development or test; a process without NODE_ENV counts as production", () => {
    expect(logsLinks({})).toBe(false);
    expect(logsLinks({ NODE_ENV: "production" })).toBe(false);
    expect(logsLinks({ NODE_ENV: "development" })).toBe(true);
    expect(logsLinks({ NODE_ENV: "test" })).toBe(true);
  });

  it("never takes a spent token again, even after its used-record would have passed the retention period", async () => {
    const day = 24 * 60 * 60 * 1000;
    let now = Date.parse("2026-03-10T01:00:00Z");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "facade-"));
    const store = new Store(dir, { ...DEFAULT_LIMITS, retentionMs: 90 * day }, () => now);
    const backend = embeddedBackend({ store, now: () => new Date(now), tokenTtlMs: 200 * day, log: () => undefined, logLinks: false });
    await backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "https://flamingoscooters.co.nz" });
    const [message] = fs.readdirSync(path.join(dir, "outbox"));
    const token = linkIn(fs.readFileSync(path.join(dir, "outbox", message!), "utf8"))!;
    expect(await backend.verifyPlan({ token })).toEqual({ ok: true, data: null });
    now += 100 * day; // the token is still within its 200 days; its use is older than 90
    await backend.contact({ type: "general", name: "Aroha", email: "aroha@example.co.nz", message: "prune first" });
    expect(await backend.verifyPlan({ token })).toEqual({ ok: false, status: 404, code: "verification_not_found" });
  });

  it("refuses one sender past its quota, not everyone (507 for that sender only)", async () => {
    const { backend } = setup(undefined, undefined, { limits: { ...DEFAULT_LIMITS, maxRecordsPerSender: 2 } });
    const enquiry = (email: string) => ({ type: "general" as const, name: "Rider", email, message: "Kia ora" });
    expect((await backend.contact(enquiry("flood@example.co.nz"))).ok).toBe(true);
    expect((await backend.contact(enquiry("flood@example.co.nz"))).ok).toBe(true);
    expect(await backend.contact(enquiry("flood@example.co.nz"))).toEqual({ ok: false, status: 507, code: "storage_full" });
    expect(await backend.contact(enquiry("aroha@example.co.nz"))).toEqual({ ok: true, data: null });
  });

  it("takes workplace sessions only from work addresses and for dates the form could offer", async () => {
    const now = new Date("2026-03-10T01:00:00Z");
    const { backend, store } = setup(() => now);
    const [date] = sessionDateOptions(calendarDateIn(now));
    const request = { name: "Mere", email: "mere@kowhaihealth.co.nz", organisation: "Kōwhai Health", city: "Wellington" as const, type: "Bikes" as const, participants: "6-10" as const, time: "Afternoon" as const, date: date! };
    expect(await backend.workplaceSession({ ...request, email: "mere@gmail.com" })).toEqual({ ok: false, status: 400, code: "domain_not_found" });
    expect(await backend.workplaceSession({ ...request, date: "Monday, 1st January" })).toEqual({ ok: false, status: 400, code: "validation" });
    expect(await backend.workplaceSession(request)).toEqual({ ok: true, data: null });
    expect(await store.read(RECORDS.workplaceSession)).toHaveLength(1);
  });

  it("serves seed data and 404s unknown keys", async () => {
    const { backend } = setup();
    const region = await backend.region(1);
    expect(region.ok && region.data.serviceArea.length).toBeGreaterThanOrEqual(3);
    expect(await backend.region(3)).toEqual({ ok: false, status: 404, code: "not_found" });
    const plan = await backend.getPlan("wcc");
    expect(plan.ok && Object.keys(plan.data).sort()).toEqual(["benefits", "description", "form", "name"]);
    expect(await backend.getPlan("constructor")).toEqual({ ok: false, status: 404, code: "not_found" });
    expect(await backend.appInfo({ slug: "nope" })).toEqual({ ok: false, status: 404, code: "not_found" });
  });
});
