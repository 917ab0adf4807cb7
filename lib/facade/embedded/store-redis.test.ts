import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sharedRedis, type SharedRedis } from "@/lib/cache/redis-connection.cjs";
import { startTestRedis, type TestRedis } from "@/tests/redis-server";
import { ClientQuotaError, DEFAULT_LIMITS, Store } from "./store";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "store-redis-"));
const limits = { ...DEFAULT_LIMITS, maxClientBytesPerDay: { forms: 1000, plan: 2000 } };
const record = (i: number) => ({ email: `sender${i}@example.co.nz`, text: "x".repeat(400) });
const forms = { client: "198.51.100.7", quota: "forms" } as const;

/** Whether each write was taken (true) or refused for the client's quota (false); any other error fails the test. */
const taken = (write: Promise<unknown>) =>
  write.then(
    () => true,
    (error: unknown) => {
      if (error instanceof ClientQuotaError) return false;
      throw error;
    },
  );

describe("Store with Redis", () => {
  let server: TestRedis;
  let redis: SharedRedis;
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    server = await startTestRedis();
    redis = sharedRedis({ REDIS_URL: server.url })!;
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  afterAll(async () => {
    redis.client.destroy();
    await server.stop();
    warn.mockRestore();
  });

  it("shares a client's bytes for the day between two stores on one folder, and after a restart", async () => {
    const dir = tempDir();
    const now = () => Date.parse("2026-03-10T01:00:00Z");
    // Two instances: each has its own limiter in memory, which alone would grant the whole quota twice.
    const [first, second] = [new Store(dir, limits, now, redis), new Store(dir, limits, now, redis)];
    const answers = [await taken(first.append("contact", record(1), forms)), await taken(second.append("contact", record(2), forms))];
    answers.push(await taken(first.append("contact", record(3), forms)), await taken(second.append("contact", record(4), forms)));
    expect(answers).toEqual([true, true, false, false]);
    const restarted = new Store(dir, limits, now, redis);
    expect(await taken(restarted.append("contact", record(5), forms))).toBe(false);
    // The plan's outbox counts in the same shared budget as its records.
    const plan = { client: "2001:db8:1:2::/64", quota: "plan" } as const;
    await first.append("join", record(6), plan);
    await second.writeFile("outbox/1.eml", "y".repeat(1000), plan);
    expect(await taken(restarted.writeFile("outbox/2.eml", "y".repeat(600), plan))).toBe(false);
    expect(fs.readdirSync(path.join(dir, "outbox"))).toEqual(["1.eml"]);
    // Redis names the counters by keyed hashes: no client address is in it.
    const keys = await redis.client.keys("flamingo:limit:store-*");
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(" ")).not.toMatch(/198\.51|2001:db8|contact/);
  });

  it("refuses a write over the file cap without spending the client's bytes", async () => {
    const dir = tempDir();
    const now = () => Date.parse("2026-04-10T01:00:00Z");
    // The plan's budget (1000 bytes here) spans its files: two records of about 470 bytes fit, not three.
    const client = { client: "198.51.100.8", quota: "plan" } as const;
    const store = new Store(dir, { ...limits, maxFileBytes: 600, maxClientBytesPerDay: { forms: 1000, plan: 1000 } }, now, redis);
    expect(await taken(store.append("join", record(1), client))).toBe(true);
    await expect(store.append("join", record(2), client)).rejects.toThrow("join is full");
    expect(await taken(store.append("tokens", record(3), client))).toBe(true);
    expect(await taken(store.append("requests", record(4), client))).toBe(false);
  });

  it("lets each store's own limiter decide once Redis is gone: still a quota, never an error", async () => {
    await server.stop();
    const now = () => Date.parse("2026-05-10T01:00:00Z");
    const store = new Store(tempDir(), limits, now, redis);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await taken(store.append("contact", record(i), forms)));
    expect(answers).toEqual([true, true, false, false]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("redis_unavailable"));
  });
});
