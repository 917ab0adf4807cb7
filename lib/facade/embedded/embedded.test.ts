import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { calendarDateIn, sessionDateOptions } from "@/lib/session-dates";
import { median } from "../../../scripts/bench/shared.mjs";
import { detached, embeddedBackend, logsLinks, RECORDS } from ".";
import { hashToken } from "./token";
import { DEFAULT_LIMITS, Store, type StoreLimits } from "./store";

function setup(now = () => new Date("2026-03-10T01:00:00Z"), tokenTtlMs?: number, { limits = DEFAULT_LIMITS, logLinks = true }: { limits?: StoreLimits; logLinks?: boolean } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "facade-"));
  const store = new Store(dir, limits);
  const logs: string[] = [];
  const log = (line: string) => void logs.push(line);
  // The email is written after the answer; these tests read the outbox, so each join-plan here waits for it too.
  const pending: Promise<void>[] = [];
  const answering = embeddedBackend({ store, now, tokenTtlMs, log, logLinks, afterAnswer: (task) => pending.push(detached(log)(task)) });
  const backend: typeof answering = {
    ...answering,
    joinPlan: async (...args) => {
      const answer = await answering.joinPlan(...args);
      await Promise.all(pending.splice(0));
      return answer;
    },
  };
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

  it("verifies a link in the same time at 40,000 stored tokens as at none, and finds a token another process appended", async () => {
    const { backend, dir } = setup();
    const record = (i: number) => JSON.stringify({ tokenHash: hashToken(`filler-${i}`), plan: "p", email: `f${i}@example.com`, phone: "+64210000000", createdAt: "2026-03-10T00:00:00.000Z", expiresAt: "2026-03-11T00:00:00.000Z" });
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${RECORDS.tokens}.jsonl`), Array.from({ length: 40_000 }, (_, i) => `${record(i)}\n`).join(""));
    const empty = setup().backend;
    await backend.verifyPlan({ token: "x".repeat(43) }); // the index is read once, here
    await empty.verifyPlan({ token: "x".repeat(43) });
    // Calls to both stores interleaved, so a machine busy with other work slows both alike: the test compares the two
    // sizes, not a call with a fixed number of milliseconds (which failed beside the parallel builds in npm test).
    const timings = { full: [] as number[], empty: [] as number[] };
    const timed = async (store: typeof backend, into: number[]) => {
      const started = performance.now();
      expect(await store.verifyPlan({ token: "y".repeat(43) })).toEqual({ ok: false, status: 404, code: "verification_not_found" });
      into.push(performance.now() - started);
    };
    for (let i = 0; i < 21; i++) {
      await timed(backend, timings.full);
      await timed(empty, timings.empty);
    }
    // Before: 143 ms a call at this size against about 1 at none (issue 37). A look-up and a stat now, whatever the
    // file holds; the margin is for scheduling jitter beside npm test's builds (6.6 ms against an empty store's 1.3
    // once failed a bound of twice plus 3), still about a tenth of the old cost.
    expect(median(timings.full)).toBeLessThan(median(timings.empty) * 3 + 10);
    // Written by another process sharing DATA_DIR (npm run facade): found on the next look-up.
    const token = "z".repeat(43);
    fs.appendFileSync(path.join(dir, `${RECORDS.tokens}.jsonl`), `${JSON.stringify({ ...JSON.parse(record(0)), tokenHash: hashToken(token) })}\n`);
    expect(await backend.verifyPlan({ token })).toEqual({ ok: true, data: null });
    expect(await backend.verifyPlan({ token })).toEqual({ ok: false, status: 404, code: "verification_not_found" });
  });

  it("cannot be made to lock a work address out: requests for a phone without an account name no sender", async () => {
    const { backend, dir } = setup();
    const noAccount = "+64 21 555 0199";
    // Past the 100-records-per-sender cap, from one client, with the owner's address and a phone nobody has.
    for (let i = 0; i < 110; i++) {
      expect(await backend.joinPlan({ email: account.email, phone: noAccount }, { origin: "http://localhost", client: "198.51.100.7" })).toEqual({ ok: true, data: null });
    }
    const stored = fs.readFileSync(path.join(dir, `${RECORDS.tokens}.jsonl`), "utf8");
    expect(stored).not.toContain(account.email);
    // The owner still joins, and gets the email.
    expect(await backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "http://localhost", client: "203.0.113.9" })).toEqual({ ok: true, data: null });
    expect(fs.readdirSync(path.join(dir, "outbox"))).toHaveLength(1);
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
    // A full outbox is the visitor's 507 (issue 55: it was a 200 whose email was never written), for a phone with
    // an account and one without alike, so the answer still tells nothing; nothing more is stored.
    const requestsBefore = (await outbox.store.read(RECORDS.joinPlan)).length;
    expect(await outbox.backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "http://localhost" })).toEqual({ ok: false, status: 507, code: "storage_full" });
    expect(await outbox.backend.joinPlan({ email: account.email, phone: "+64 29 999 9999" }, { origin: "http://localhost" })).toEqual({ ok: false, status: 507, code: "storage_full" });
    expect(fs.readdirSync(path.join(outbox.dir, "outbox"))).toHaveLength(1);
    expect(await outbox.store.read(RECORDS.joinPlan)).toHaveLength(requestsBefore);
    expect(outbox.logs.filter((line) => line.includes("not written"))).toEqual([]);
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
    let mailed: unknown;
    const backend = embeddedBackend({ store, now: () => new Date(now), tokenTtlMs: 200 * day, log: () => undefined, logLinks: false, afterAnswer: (task) => (mailed = task()) });
    await backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "https://flamingoscooters.co.nz" });
    await mailed;
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

  it("writes a verification email that greets no one: it goes to an address nobody has verified", async () => {
    const { backend, dir } = setup();
    const accounts = JSON.parse(fs.readFileSync("content/facade/accounts.json", "utf8")) as { phone: string; name: string }[];
    await backend.joinPlan({ email: account.email, phone: account.phone }, { origin: "http://localhost:3000" });
    const [message] = fs.readdirSync(path.join(dir, "outbox"));
    const text = fs.readFileSync(path.join(dir, "outbox", message!), "utf8");
    expect(text).toContain("\nKia ora,\n");
    for (const { name } of accounts) expect(text).not.toContain(name);
  });

  it("takes as long to answer join-plan for a phone with an account as for one without", async () => {
    // A disk where every write costs the same 8 ms, so what is timed is the work done, not the shared machine's noise.
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    class SteadyDisk extends Store {
      override async appendNow(...args: Parameters<Store["appendNow"]>) {
        await sleep(8);
        return super.appendNow(...args);
      }
      override async writeFile(...args: Parameters<Store["writeFile"]>) {
        await sleep(8);
        return super.writeFile(...args);
      }
    }
    const store = new SteadyDisk(fs.mkdtempSync(path.join(fs.existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir(), "facade-")));
    // The production path: the email written after the answer, detached.
    const backend = embeddedBackend({ store, log: () => undefined, logLinks: false });
    const timed = async (phone: string, i: number) => {
      const started = performance.now();
      await backend.joinPlan({ email: account.email.replace("rider@", `rider${i}@`), phone }, { origin: "http://localhost" });
      const elapsed = performance.now() - started;
      // Let the detached email finish before the next request, so it is not counted against either kind.
      await sleep(30);
      return elapsed;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const withAccount: number[] = [];
    const without: number[] = [];
    // 31 pairs: npm test runs this beside two builds, where 15 pairs' medians once differed by 1.59 on unchanged code.
    for (let i = 0; i < 31; i++) {
      withAccount.push(await timed(account.phone, 2 * i));
      without.push(await timed("+64 29 999 9999", 2 * i + 1));
    }
    // Before, an account's phone did two more writes (its token and its email) inside the answer: twice as long, which
    // the bound of 1.5 still fails.
    expect(median(withAccount) / median(without)).toBeLessThan(1.5);
    expect(median(without) / median(withAccount)).toBeLessThan(1.5);
  });

  it("keeps serving an honest visitor while another client tries to fill the contact file under many senders", async () => {
    const { backend, store } = setup();
    const filler = { client: "2001:db8:5:6::/64" };
    const enquiry = (i: number) => ({ type: "general" as const, name: "Rider", email: `fill${i}@example.co.nz`, message: "€".repeat(5000) });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await backend.contact(enquiry(i), filler));
    const served = answers.filter((answer) => answer.ok).length;
    // About 15 kB a record against 64 KiB a day: four get in, then every further one is refused.
    expect(served).toBe(4);
    expect(answers.slice(served).every((answer) => !answer.ok && answer.status === 507)).toBe(true);
    expect(await backend.contact({ type: "general", name: "Aroha", email: "aroha@example.co.nz", message: "Kia ora" }, { client: "203.0.113.9" })).toEqual({ ok: true, data: null });
    expect(await store.read(RECORDS.contact)).toHaveLength(5);
  });
});
