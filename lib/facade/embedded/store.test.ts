import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { redisClientKey } from "../shared-rate-limit";
import { ClientQuotaError, DEFAULT_LIMITS, SenderQuotaError, StorageFullError, Store, storeLimitsFromEnv } from "./store";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "store-"));
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe("Store", () => {
  it("keeps its files to the server's user: folders 0700, files 0600, also ones made readable before", async () => {
    const dir = path.join(tempDir(), "data");
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.writeFileSync(path.join(dir, "old.jsonl"), "", { mode: 0o644 });
    const store = new Store(dir);
    await store.append("old", { a: 1 });
    await store.append("new", { a: 1 });
    const message = await store.writeFile("outbox/1.eml", "To: a@b.nz\n");
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, "outbox"))).toBe(0o700);
    expect(mode(path.join(dir, "old.jsonl"))).toBe(0o600);
    expect(mode(path.join(dir, "new.jsonl"))).toBe(0o600);
    expect(mode(message)).toBe(0o600);
  });

  it("skips a torn last line and keeps the next record whole on a line of its own", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "used.jsonl"), '{"tokenHash":"a"}\n{"tokenHash":"b');
    const store = new Store(dir);
    await store.append("used", { tokenHash: "c" });
    expect(await store.read("used")).toEqual([{ tokenHash: "a" }, { tokenHash: "c" }]);
    expect(fs.readFileSync(path.join(dir, "used.jsonl"), "utf8")).toBe('{"tokenHash":"a"}\n{"tokenHash":"b\n{"tokenHash":"c"}\n');
  });

  it("refuses a record over the per-record cap and a file over the per-file cap", async () => {
    const dir = tempDir();
    const store = new Store(dir, { ...DEFAULT_LIMITS, maxRecordBytes: 100, maxFileBytes: 250 });
    await expect(store.append("big", { text: "x".repeat(100) })).rejects.toBeInstanceOf(StorageFullError);
    expect(fs.existsSync(path.join(dir, "big.jsonl"))).toBe(false);
    await store.append("small", { text: "x".repeat(80) });
    await store.append("small", { text: "x".repeat(80) });
    await expect(store.append("small", { text: "x".repeat(80) })).rejects.toBeInstanceOf(StorageFullError);
    expect(await store.read("small")).toHaveLength(2);
  });

  it("refuses an outbox message past the outbox cap", async () => {
    const store = new Store(tempDir(), { ...DEFAULT_LIMITS, maxOutboxFiles: 2 });
    await store.writeFile("outbox/1.eml", "one");
    await store.writeFile("outbox/2.eml", "two");
    await expect(store.writeFile("outbox/3.eml", "three")).rejects.toBeInstanceOf(StorageFullError);
  });

  it("prunes records and outbox messages older than the retention period before writing", async () => {
    const dir = tempDir();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.parse("2026-06-01T00:00:00Z");
    const iso = (ms: number) => new Date(ms).toISOString();
    fs.writeFileSync(
      path.join(dir, "tokens.jsonl"),
      [
        { id: "old", createdAt: iso(now - 40 * day), expiresAt: iso(now - 39 * day) },
        { id: "long-lived", createdAt: iso(now - 40 * day), expiresAt: iso(now + day) },
        { id: "new", createdAt: iso(now - day), expiresAt: iso(now) },
      ].map((record) => `${JSON.stringify(record)}\n`).join(""),
    );
    fs.mkdirSync(path.join(dir, "outbox"));
    fs.writeFileSync(path.join(dir, "outbox", "old.eml"), "old");
    fs.utimesSync(path.join(dir, "outbox", "old.eml"), new Date(now - 31 * day), new Date(now - 31 * day));
    fs.writeFileSync(path.join(dir, "outbox", "new.eml"), "new");
    const store = new Store(dir, { ...DEFAULT_LIMITS, retentionMs: 30 * day }, () => now);
    await store.append("contact", { receivedAt: iso(now) });
    expect((await store.read<{ id: string }>("tokens")).map((record) => record.id)).toEqual(["long-lived", "new"]);
    expect(fs.readdirSync(path.join(dir, "outbox"))).toEqual(["new.eml"]);
  });

  it("refuses one sender past its quota in a file, and keeps taking everyone else's", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "contact.jsonl"), `${JSON.stringify({ email: "Flood@Example.co.nz" })}\n`);
    const store = new Store(dir, { ...DEFAULT_LIMITS, maxRecordsPerSender: 3 });
    await store.append("contact", { email: "flood@example.co.nz" });
    await store.append("contact", { email: "flood@example.co.nz " });
    await expect(store.append("contact", { email: "FLOOD@example.co.nz" })).rejects.toBeInstanceOf(SenderQuotaError);
    await expect(store.append("contact", { email: "flood@example.co.nz" })).rejects.toBeInstanceOf(StorageFullError);
    await store.append("contact", { email: "aroha@example.co.nz" });
    await store.append("other", { email: "flood@example.co.nz" });
    expect(await store.read("contact")).toHaveLength(4);
  });

  it("counts a sender's cap per client, so a stranger naming an address cannot use up its owner's share", async () => {
    const store = new Store(tempDir(), { ...DEFAULT_LIMITS, maxRecordsPerSender: 3 });
    for (let i = 0; i < 3; i++) await store.append("join", { email: "owner@wcc.govt.nz" }, { client: "198.51.100.7" });
    await expect(store.append("join", { email: "owner@wcc.govt.nz" }, { client: "198.51.100.7" })).rejects.toBeInstanceOf(SenderQuotaError);
    await store.append("join", { email: "Owner@wcc.govt.nz" }, { client: "203.0.113.9" });
    expect(await store.read("join")).toHaveLength(4);
  });

  it("holds a sender's cap per client across stores on one folder and across a restart, counted from the file", async () => {
    const dir = tempDir();
    const limits = { ...DEFAULT_LIMITS, maxRecordsPerSender: 3 };
    const [first, second] = [new Store(dir, limits), new Store(dir, limits)];
    const owner = { email: "owner@wcc.govt.nz" };
    const stranger = { client: "198.51.100.7" };
    await first.append("join", owner, stranger);
    await second.append("join", owner, stranger);
    await first.append("join", owner, stranger);
    await expect(second.append("join", owner, stranger)).rejects.toBeInstanceOf(SenderQuotaError);
    await expect(first.append("join", owner, stranger)).rejects.toBeInstanceOf(SenderQuotaError);
    const restarted = new Store(dir, limits);
    await expect(restarted.append("join", owner, stranger)).rejects.toBeInstanceOf(SenderQuotaError);
    // The owner's share, from another client, is whole on every store.
    await restarted.append("join", owner, { client: "203.0.113.9" });
    await second.append("join", owner, { client: "203.0.113.9" });
    expect(await first.read("join")).toHaveLength(5);
  });

  it("keeps a keyed hash of the client in records that name a sender, never the address, and nothing in others", async () => {
    const dir = tempDir();
    const store = new Store(dir);
    await store.append("join", { email: "owner@wcc.govt.nz" }, { client: "198.51.100.7" });
    await store.append("join", { phone: "+64211234567" }, { client: "198.51.100.7" });
    await store.append("join", { email: "owner@wcc.govt.nz" });
    const raw = fs.readFileSync(path.join(dir, "join.jsonl"), "utf8");
    expect(raw).not.toContain("198.51.100");
    expect(raw.trim().split("\n").map((line) => JSON.parse(line))).toEqual([
      { email: "owner@wcc.govt.nz", clientKey: redisClientKey("198.51.100.7") },
      { phone: "+64211234567" },
      { email: "owner@wcc.govt.nz" },
    ]);
  });

  it("counts records written before the client was kept under no client, the share of writes without one", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "join.jsonl"), `${JSON.stringify({ email: "owner@wcc.govt.nz" })}\n`.repeat(2));
    const store = new Store(dir, { ...DEFAULT_LIMITS, maxRecordsPerSender: 3 });
    await store.append("join", { email: "owner@wcc.govt.nz" });
    await expect(store.append("join", { email: "owner@wcc.govt.nz" })).rejects.toBeInstanceOf(SenderQuotaError);
    await store.append("join", { email: "owner@wcc.govt.nz" }, { client: "198.51.100.7" });
  });

  it("counts afresh when another store prunes the file, even once it has grown past its old length", async () => {
    const dir = tempDir();
    const day = 24 * 60 * 60 * 1000;
    let now = Date.parse("2026-06-01T00:00:00Z");
    const limits = { ...DEFAULT_LIMITS, maxRecordsPerSender: 2, retentionMs: 30 * day };
    const iso = () => new Date(now).toISOString();
    const writer = new Store(dir, limits, () => now);
    const client = { client: "198.51.100.7" };
    for (let i = 0; i < 2; i++) await writer.append("join", { receivedAt: iso(), email: "owner@wcc.govt.nz", tokenHash: `old${i}` }, client);
    await expect(writer.append("join", { receivedAt: iso(), email: "owner@wcc.govt.nz" }, client)).rejects.toBeInstanceOf(SenderQuotaError);
    expect(await writer.findNow("join", "tokenHash", "old0")).toBeDefined();
    // Another instance, 31 days on, prunes both records and fills the file with others' longer ones.
    now += 31 * day;
    const other = new Store(dir, limits, () => now);
    for (let i = 0; i < 3; i++) await other.append("join", { receivedAt: iso(), email: `someone${i}@wcc.govt.nz`, note: "x".repeat(200) });
    expect(await writer.findNow("join", "tokenHash", "old0")).toBeUndefined();
    await writer.append("join", { receivedAt: iso(), email: "owner@wcc.govt.nz" }, client);
    expect(await writer.read("join")).toHaveLength(4);
  });

  it("reads its limits from the environment", () => {
    expect(storeLimitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(storeLimitsFromEnv({ STORE_MAX_RECORD_BYTES: "100", STORE_MAX_FILE_BYTES: "1000", STORE_MAX_OUTBOX_FILES: "5", STORE_RETENTION_DAYS: "2", STORE_MAX_RECORDS_PER_SENDER: "7" })).toEqual({
      maxRecordBytes: 100, maxFileBytes: 1000, maxOutboxFiles: 5, retentionMs: 2 * 24 * 60 * 60 * 1000, maxRecordsPerSender: 7,
      maxClientBytesPerDay: DEFAULT_LIMITS.maxClientBytesPerDay,
    });
    expect(storeLimitsFromEnv({ STORE_MAX_CLIENT_BYTES_PER_DAY: "2048", STORE_MAX_CLIENT_PLAN_BYTES_PER_DAY: "4096" }).maxClientBytesPerDay).toEqual({ forms: 2048, plan: 4096 });
    expect(storeLimitsFromEnv({ STORE_RETENTION_DAYS: "-1" }).retentionMs).toBe(DEFAULT_LIMITS.retentionMs);
  });

  it("gives each client a day's bytes per form file and one for the plan's writes, whatever senders it names", async () => {
    const day = 24 * 60 * 60 * 1000;
    let now = Date.parse("2026-03-10T01:00:00Z");
    const dir = tempDir();
    const store = new Store(dir, { ...DEFAULT_LIMITS, maxClientBytesPerDay: { forms: 1000, plan: 2000 } }, () => now);
    const record = (i: number) => ({ email: `sender${i}@example.co.nz`, text: "x".repeat(400) });
    const forms = { client: "198.51.100.7", quota: "forms" } as const;
    await store.append("contact", record(1), forms);
    await store.append("contact", record(2), forms);
    await expect(store.append("contact", record(3), forms)).rejects.toBeInstanceOf(ClientQuotaError);
    // Another client, another form's file, and a write with no client (verify-plan's) are each still taken.
    await store.append("contact", record(4), { client: "203.0.113.9", quota: "forms" });
    await store.append("workplace", record(5), forms);
    await store.append("contact", record(6));
    // The plan's writes share one budget: its records and its outbox.
    const plan = { client: "2001:db8:1:2::/64", quota: "plan" } as const;
    await store.append("join", record(7), plan);
    await store.append("tokens", record(8), plan);
    await store.writeFile("outbox/1.eml", "y".repeat(900), plan);
    await expect(store.writeFile("outbox/2.eml", "y".repeat(900), plan)).rejects.toBeInstanceOf(ClientQuotaError);
    expect(fs.readdirSync(path.join(dir, "outbox"))).toEqual(["1.eml"]);
    // A day later the client has its budget back.
    now += 2 * day;
    await store.append("contact", record(9), forms);
    expect((await store.read<{ email: string }>("contact")).map((stored) => stored.email.slice(0, 7))).toEqual(["sender1", "sender2", "sender4", "sender6", "sender9"]);
  });

  it("refuses a record larger than its kind can be", async () => {
    const store = new Store(tempDir());
    await store.append("join", { email: "a@example.co.nz" }, { maxBytes: 30 });
    await expect(store.append("join", { email: "a@example.co.nz", extra: "x" }, { maxBytes: 30 })).rejects.toBeInstanceOf(StorageFullError);
  });
});
