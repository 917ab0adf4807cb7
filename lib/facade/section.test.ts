import { isRefresh, sectionData } from "./section";

jest.mock("server-only", () => ({}));
jest.mock("./server", () => ({
  orNull: async <T,>(call: Promise<{ ok: true; data: T } | { ok: false }>) => {
    try {
      const result = await call;
      return result.ok ? result.data : null;
    } catch {
      return null;
    }
  },
}));

const okCall = Promise.resolve({ ok: true as const, data: { items: [] } });
const failedCall = () => Promise.resolve({ ok: false as const });
const brokenCall = () => Promise.reject(new Error("timeout"));

describe("sectionData", () => {
  it("returns the data of a successful call", async () => {
    await expect(sectionData(okCall, () => true)).resolves.toEqual({ items: [] });
  });

  it("leaves the section out when a call fails while building", async () => {
    await expect(sectionData(failedCall(), () => false)).resolves.toBeNull();
    await expect(sectionData(brokenCall(), () => false)).resolves.toBeNull();
  });

  it("throws on a failed refresh so the last good page stays", async () => {
    await expect(sectionData(failedCall(), () => true)).rejects.toThrow("keeping the last good page");
    await expect(sectionData(brokenCall(), () => true)).rejects.toThrow("keeping the last good page");
  });
});

describe("isRefresh", () => {
  const env = process.env as Record<string, string | undefined>;
  const saved = { NODE_ENV: env.NODE_ENV, NEXT_PHASE: env.NEXT_PHASE };
  const setEnv = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
  };
  afterEach(() => setEnv(saved));

  it("is true only on the production server outside a build", () => {
    setEnv({ NODE_ENV: "production", NEXT_PHASE: undefined });
    expect(isRefresh()).toBe(true);
    setEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" });
    expect(isRefresh()).toBe(false);
    setEnv({ NODE_ENV: "development", NEXT_PHASE: undefined });
    expect(isRefresh()).toBe(false);
  });
});
