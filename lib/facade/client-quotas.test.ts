import fc from "fast-check";
import { fail, ok, type FacadeBackend } from "./backend";
import { recordBytes, withClientQuotas } from "./client-quotas";
import { RECORDS } from "./embedded";
import { DEFAULT_LIMITS, Store } from "./embedded/store";
import { RateLimiter } from "./rate-limit";
import { sharedLimiter } from "./shared-rate-limit";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

jest.mock("server-only", () => ({}));

const contact = (message: string) => ({ type: "general" as const, name: "Aroha", email: "aroha@example.co.nz", message });

/** An upstream that takes everything, or refuses every submission naming `refused`. */
function upstream(refused?: string): FacadeBackend {
  const answer = async (request: { email: string }) => (request.email === refused ? fail(400, "domain_not_found") : ok(null));
  return { contact: answer, workplaceSession: answer } as unknown as FacadeBackend;
}

describe("withClientQuotas", () => {
  it("counts a submission's bytes as the embedded store does for the same record", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "flamingo-quota-"));
    const store = new Store(dir);
    const request = contact("Kia ora, a question about helmets.");
    await store.append(RECORDS.contact, { receivedAt: new Date().toISOString(), ...request }, { client: "198.51.100.7", quota: "forms" });
    const line = (await fs.readFile(path.join(dir, `${RECORDS.contact}.jsonl`), "utf8"));
    expect(recordBytes(request)).toBe(Buffer.byteLength(line));
  });

  it("takes at most the day's bytes per client, whatever the sizes and refusals (a running sum is the model)", async () => {
    const post = fc.record({ client: fc.constantFrom("198.51.100.7", "203.0.113.9"), size: fc.integer({ min: 1, max: 5000 }), refused: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(post, { maxLength: 40 }), async (posts) => {
        const limit = 20_000;
        const backend = withClientQuotas(upstream("no@example.co.nz"), sharedLimiter("t", new RateLimiter(limit, 86_400_000, 100, () => 0), null));
        const spent: Record<string, number> = {};
        for (const { client, size, refused } of posts) {
          const request = { ...contact("x".repeat(size)), email: refused ? "no@example.co.nz" : "aroha@example.co.nz" };
          const cost = recordBytes(request);
          const fits = (spent[client] ?? 0) + cost - 1 < limit;
          const result = await backend.contact(request, { client });
          if (!fits) expect(result).toEqual({ ok: false, status: 507, code: "storage_full" });
          else expect(result.ok).toBe(!refused);
          // Only what the upstream took is counted, as the store counts only what it writes.
          if (fits && !refused) spent[client] = (spent[client] ?? 0) + cost;
        }
      }),
    );
  });

  it("holds a client to the store's default of 64 KiB a day of contact posts, other clients untouched", async () => {
    const backend = withClientQuotas(upstream(), sharedLimiter("t2", new RateLimiter(DEFAULT_LIMITS.maxClientBytesPerDay.forms, 86_400_000, 100, () => 0), null));
    const big = contact("x".repeat(4900));
    const statuses = [];
    for (let i = 0; i < 16; i++) statuses.push((await backend.contact(big, { client: "198.51.100.7" })).ok);
    expect(statuses.filter(Boolean).length).toBe(Math.floor((64 * 1024) / recordBytes(big)));
    expect((await backend.contact(big, { client: "203.0.113.9" })).ok).toBe(true);
  });
});
