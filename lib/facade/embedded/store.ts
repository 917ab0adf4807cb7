import fs from "node:fs/promises";
import path from "node:path";
import { sharedRedis, type SharedRedis } from "@/lib/cache/redis-connection.cjs";
import { RateLimiter } from "../rate-limit";
import { redisClientKey, sharedLimiter, type Limiter } from "../shared-rate-limit";
import { catchUp, type Tail } from "./file-tail";

type Env = Readonly<Record<string, string | undefined>>;

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? ".data");
}

/**
 * What the store may hold: bytes per record and per file, messages in the outbox, for how long, records per
 * sender (email address) in each file, and bytes a client (an IPv4 address, an IPv6 /64) may add in a day: per
 * form's file, and for the workplace plan (its requests, tokens and outbox together, sized for an office behind
 * one address). A sender's address is the sender's to choose; a client's is not, so that is what stops a fill.
 */
export type StoreLimits = {
  maxRecordBytes: number; maxFileBytes: number; maxOutboxFiles: number; retentionMs: number; maxRecordsPerSender: number;
  maxClientBytesPerDay: Record<ClientQuota, number>;
};

/** Per-client budgets: `forms` counts each form's file apart, `plan` join-plan's writes together. */
export type ClientQuota = "forms" | "plan";

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Clients each per-client budget remembers; past that the least recently seen is forgotten (as the rate limits do). */
export const QUOTA_CLIENTS = 100_000;

export const DEFAULT_LIMITS: StoreLimits = {
  maxRecordBytes: 16 * 1024, maxFileBytes: 64 * 1024 * 1024, maxOutboxFiles: 10_000, retentionMs: 90 * DAY_MS, maxRecordsPerSender: 100,
  maxClientBytesPerDay: { forms: 64 * 1024, plan: 1024 * 1024 },
};

/**
 * The field a record with a sender carries when a client wrote it: the same keyed hash of the client that names its
 * counters in Redis (HMAC-SHA256 with RATE_LIMIT_KEY_SECRET, 22 characters), never the address. Its longest value,
 * quotes included, is CLIENT_KEY_BYTES, for record-size.ts.
 */
export const CLIENT_KEY_FIELD = "clientKey";
export const CLIENT_KEY_BYTES = 24;

/** Who is writing, and the most bytes a record of this kind can be (record-size.ts). */
export type WriteOptions = { client?: string; quota?: ClientQuota; maxBytes?: number };

export function storeLimitsFromEnv(env: Env = process.env): StoreLimits {
  const read = (name: string, fallback: number, scale = 1) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value * scale : fallback;
  };
  return {
    maxRecordBytes: read("STORE_MAX_RECORD_BYTES", DEFAULT_LIMITS.maxRecordBytes),
    maxFileBytes: read("STORE_MAX_FILE_BYTES", DEFAULT_LIMITS.maxFileBytes),
    maxOutboxFiles: read("STORE_MAX_OUTBOX_FILES", DEFAULT_LIMITS.maxOutboxFiles),
    retentionMs: read("STORE_RETENTION_DAYS", DEFAULT_LIMITS.retentionMs, DAY_MS),
    maxRecordsPerSender: read("STORE_MAX_RECORDS_PER_SENDER", DEFAULT_LIMITS.maxRecordsPerSender),
    maxClientBytesPerDay: {
      forms: read("STORE_MAX_CLIENT_BYTES_PER_DAY", DEFAULT_LIMITS.maxClientBytesPerDay.forms),
      plan: read("STORE_MAX_CLIENT_PLAN_BYTES_PER_DAY", DEFAULT_LIMITS.maxClientBytesPerDay.plan),
    },
  };
}

/**
 * The store the site and `npm run facade` run on: DATA_DIR, the STORE_* limits, and the clients' daily bytes
 * counted in Redis when REDIS_URL is set, so instances sharing DATA_DIR share them too.
 */
export function storeFromEnv(env: Env = process.env): Store {
  return new Store(dataDir(), storeLimitsFromEnv(env), Date.now, sharedRedis(env));
}

/** A write the limits do not allow; the facade answers 507 `storage_full`. */
export class StorageFullError extends Error {}

/** A record past its sender's quota in a file: refused for that sender only (the same 507 to the visitor). */
export class SenderQuotaError extends StorageFullError {}

/** A write past its client's bytes for the day: refused for that client only (the same 507). */
export class ClientQuotaError extends StorageFullError {}

/** Whose record it is: the email address it names, compared without case. */
const senderOf = (record: object) => {
  const email = (record as { email?: unknown }).email;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
};

/** A sender's share in a file: its address and the client that wrote it (none for older records and verify-plan's). */
const shareOf = (email: string, clientKey: unknown) => `${email}\u0000${typeof clientKey === "string" ? clientKey : ""}`;

/** Timestamps a record may carry; it is kept while any of them is inside the retention period. */
const STAMPS = ["receivedAt", "createdAt", "expiresAt", "usedAt", "verifiedAt"] as const;

function keeps(record: Record<string, unknown>, cutoff: number): boolean {
  const times = STAMPS.map((key) => record[key]).filter((value): value is string => typeof value === "string").map(Date.parse);
  return times.length === 0 || times.some((time) => !(time < cutoff));
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** The folder of verification emails, inside DATA_DIR. */
export const OUTBOX = "outbox";

/**
 * Append-only JSON-lines files under DATA_DIR, private to the server's user (folders 0700, files 0600). Every
 * operation goes through one queue, so concurrent submissions are written whole and in order, and a
 * read-check-append (a token's single use) cannot interleave with another. Records and outbox messages older than
 * the retention period are pruned, at most hourly, before a write.
 */
export class Store {
  private queue: Promise<unknown> = Promise.resolve();
  private secured = new Set<string>();
  private lastPrune = Number.NEGATIVE_INFINITY;
  /**
   * Records per share (sender and client) in each file, counted from the file itself (file-tail.ts): each write
   * reads only what was appended since the last, by this process or another on the same DATA_DIR, so the cap holds
   * across restarts and instances at the same cost however long the file is.
   */
  private senders = new Map<string, Tail<Map<string, number>>>();
  /**
   * Records by one of their fields (a token's hash), per file and field, read the same way: verify-plan read and
   * parsed the whole token file on every call, 143 ms of CPU at 40,000 records.
   */
  private indexes = new Map<string, Tail<Map<string, object>>>();
  /** Bytes per client in a sliding day, one budget per ClientQuota: in Redis when there is one, else in memory. */
  private readonly clients: Record<ClientQuota, Limiter>;

  constructor(
    readonly dir: string,
    readonly limits: StoreLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
    redis: SharedRedis | null = null,
  ) {
    // With Redis every instance (and a restarted one) counts a client's bytes in one place; when Redis fails or is
    // slow, this instance's own limiter decides (shared-rate-limit.ts): never no quota, never an error.
    const budget = (quota: ClientQuota) =>
      sharedLimiter(`store-${quota}`, new RateLimiter(limits.maxClientBytesPerDay[quota], DAY_MS, QUOTA_CLIENTS, now), redis, now);
    this.clients = { forms: budget("forms"), plan: budget("plan") };
  }

  /** Spends `bytes` of the writer's budget for the day, or refuses the write; a write without a client is not counted. */
  private async spend(name: string, bytes: number, { client, quota }: WriteOptions): Promise<void> {
    if (client === undefined || quota === undefined) return;
    const key = quota === "forms" ? `${name} ${client}` : client;
    if (!(await this.clients[quota].take(key, bytes))) throw new ClientQuotaError(`${name}: ${quota} quota of one client spent for today`);
  }

  /** Runs `task` after every earlier task has finished, even a failed one. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private file(name: string): string {
    return path.join(this.dir, `${name}.jsonl`);
  }

  /** Creates a folder (0700), and once per process tightens one that an older version created readable. */
  private async folder(dir: string): Promise<void> {
    if (this.secured.has(dir)) return;
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    await fs.chmod(dir, 0o700);
    this.secured.add(dir);
  }

  private async open(file: string): Promise<fs.FileHandle> {
    const handle = await fs.open(file, "a+", 0o600);
    if (!this.secured.has(file)) {
      await handle.chmod(0o600);
      this.secured.add(file);
    }
    return handle;
  }

  /**
   * Appends and flushes one record; callers inside `exclusive` use this directly. A file whose last line was torn
   * (a crash mid-write) gets a newline first, so the fragment stays a line of its own that readers skip.
   */
  async appendNow(name: string, record: object, options: WriteOptions = {}): Promise<void> {
    // The cap counts a sender's records per client: a stranger naming someone's address fills only the stranger's
    // share, never the owner's (issue 37: anyone could lock a work address out of join-plan for 90 days). So a
    // record with a sender names its client, hashed, and the count is read back from the file. Records without the
    // field (written before it, or without a client) count under no client, one share for all of them.
    const email = senderOf(record);
    const clientKey = email !== undefined && options.client !== undefined ? redisClientKey(options.client) : undefined;
    const stored = clientKey === undefined ? record : { ...record, [CLIENT_KEY_FIELD]: clientKey };
    const line = Buffer.from(`${JSON.stringify(stored)}\n`);
    const cap = Math.min(this.limits.maxRecordBytes, options.maxBytes ?? Infinity);
    if (line.byteLength > cap) throw new StorageFullError(`record for ${name} is ${line.byteLength} bytes`);
    await this.folder(this.dir);
    await this.pruneIfDue();
    // Another instance may append between this count and the write below (no lock spans processes), so the cap can
    // be passed by one record per instance writing at that moment: it bounds a fill, it is not a ledger.
    if (email !== undefined && ((await this.senderCounts(name)).get(shareOf(email, clientKey)) ?? 0) >= this.limits.maxRecordsPerSender) {
      throw new SenderQuotaError(`${name} holds ${this.limits.maxRecordsPerSender} records from one sender`);
    }
    const handle = await this.open(this.file(name));
    try {
      // Every refusal comes before the bytes are spent, so a refused write costs the client nothing.
      if ((await handle.stat()).size + line.byteLength + 1 > this.limits.maxFileBytes) throw new StorageFullError(`${name} is full`);
      await this.spend(name, line.byteLength, options);
      // A write that fails from here on (a full disk) has spent its bytes: the client is the poorer by one record.
      // Measured again after spending: another instance may have appended while Redis answered.
      const { size } = await handle.stat();
      const last = Buffer.alloc(1);
      if (size > 0) await handle.read(last, 0, 1, size - 1);
      await handle.appendFile(size > 0 && last[0] !== 0x0a ? Buffer.concat([Buffer.from("\n"), line]) : line);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** The last record of file `name` whose `field` is `value`; callers inside `exclusive` use this directly. */
  async findNow<T extends object>(name: string, field: string, value: string): Promise<T | undefined> {
    const key = `${name}\u0000${field}`;
    const index = await catchUp(this.file(name), this.indexes.get(key), () => new Map<string, object>(), (records, record) => {
      if (typeof record[field] === "string") records.set(record[field], record);
    });
    this.indexes.set(key, index);
    return index.state.get(value) as T | undefined;
  }

  /** Records per share in file `name`, up to date with everything appended to it. */
  private async senderCounts(name: string): Promise<Map<string, number>> {
    const tail = await catchUp(this.file(name), this.senders.get(name), () => new Map<string, number>(), (counts, record) => {
      const email = senderOf(record);
      if (email === undefined) return;
      const share = shareOf(email, record[CLIENT_KEY_FIELD]);
      counts.set(share, (counts.get(share) ?? 0) + 1);
    });
    this.senders.set(name, tail);
    return tail.state;
  }

  async readNow<T>(name: string): Promise<T[]> {
    let raw: string;
    try {
      raw = await fs.readFile(this.file(name), "utf8");
    } catch {
      return [];
    }
    return raw
      .split("\n")
      .filter((line) => line.trim() !== "")
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as T];
        } catch {
          return []; // a torn line after a crash must not take the rest down
        }
      });
  }

  append(name: string, record: object, options: WriteOptions = {}): Promise<void> {
    return this.exclusive(() => this.appendNow(name, record, options));
  }

  read<T>(name: string): Promise<T[]> {
    return this.exclusive(() => this.readNow<T>(name));
  }

  /** Whether a folder of whole files (the outbox) can take one more: checked before an answer promises a message. */
  async hasRoomFor(relFolder: string): Promise<boolean> {
    const entries = await fs.readdir(path.join(this.dir, relFolder)).catch(() => [] as string[]);
    return entries.length < this.limits.maxOutboxFiles;
  }

  /** Writes a whole file (an outbox message) atomically: write aside, then rename. */
  async writeFile(relPath: string, contents: string, options: WriteOptions = {}): Promise<string> {
    const target = path.join(this.dir, relPath);
    const folder = path.dirname(target);
    await this.folder(this.dir);
    await this.folder(folder);
    const count = (await fs.readdir(folder)).length;
    if (count >= this.limits.maxOutboxFiles) throw new StorageFullError(`${folder} holds ${count} files`);
    await this.spend(path.basename(folder), Buffer.byteLength(contents), options);
    // Spent before the write: one that fails now (a full disk) has cost the client its bytes.
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, contents, { mode: 0o600 });
    await fs.rename(temp, target);
    return target;
  }

  /** Drops records and outbox messages older than the retention period, at most once an hour. */
  private async pruneIfDue(): Promise<void> {
    const current = this.now();
    if (current - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = current;
    await this.prune(current - this.limits.retentionMs);
  }

  private async prune(cutoff: number): Promise<void> {
    const entries = await fs.readdir(this.dir).catch(() => [] as string[]);
    for (const entry of entries.filter((name) => name.endsWith(".jsonl"))) {
      const name = entry.slice(0, -".jsonl".length);
      const records = await this.readNow<Record<string, unknown>>(name);
      const kept = records.filter((record) => typeof record === "object" && record !== null && keeps(record, cutoff));
      if (kept.length === records.length) continue;
      const temp = `${this.file(name)}.${process.pid}.tmp`;
      await fs.writeFile(temp, kept.map((record) => `${JSON.stringify(record)}\n`).join(""), { mode: 0o600 });
      await fs.rename(temp, this.file(name));
      // The counts and indexes see the new inode on their next read and build themselves afresh (file-tail.ts).
    }
    const outbox = path.join(this.dir, OUTBOX);
    for (const entry of await fs.readdir(outbox).catch(() => [] as string[])) {
      const file = path.join(outbox, entry);
      const { mtimeMs } = await fs.stat(file);
      if (mtimeMs < cutoff) await fs.rm(file, { force: true });
    }
  }
}
