import { deployVersion, facadeAnswers, healthFor, healthReport, isInternalCaller, reusedFor, startupNotes } from "./health";

describe("deployVersion", () => {
  it("prefers the operator's DEPLOY_VERSION", () => {
    expect(deployVersion({ deployVersion: " 2026-11-23.1 ", packageVersion: "1.0.0", buildId: "abc" })).toBe("2026-11-23.1");
  });
  it("otherwise joins the package version and the build id", () => {
    expect(deployVersion({ deployVersion: " ", packageVersion: "1.0.0", buildId: "abc\n" })).toBe("1.0.0+abc");
  });
  it("falls back to the package version when the build id cannot be read", () => {
    expect(deployVersion({ packageVersion: "1.0.0" })).toBe("1.0.0");
  });
});

describe("facadeAnswers", () => {
  it("counts a success and a 4xx as an answer", async () => {
    await expect(facadeAnswers(async () => ({ ok: true }))).resolves.toBe(true);
    await expect(facadeAnswers(async () => ({ ok: false, status: 404 }))).resolves.toBe(true);
  });
  it("does not count a 5xx or a thrown error", async () => {
    await expect(facadeAnswers(async () => ({ ok: false, status: 502 }))).resolves.toBe(false);
    await expect(facadeAnswers(() => Promise.reject(new Error("down")))).resolves.toBe(false);
  });
  it("gives up after the timeout", async () => {
    const silent = () => new Promise<{ ok: true }>(() => {});
    const started = Date.now();
    await expect(facadeAnswers(silent, 50)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("healthReport", () => {
  const base = { backend: "embedded" as const, version: "1.0.0+abc" };
  it("answers liveness without asking the facade", async () => {
    const probe = jest.fn(async () => ({ ok: false as const, status: 502 }));
    await expect(healthReport({ ...base, ready: false, probe })).resolves.toEqual({
      status: 200,
      body: { status: "ok", backend: "embedded", version: "1.0.0+abc" },
    });
    expect(probe).not.toHaveBeenCalled();
  });
  it("answers 503 to a readiness check when the facade does not answer", async () => {
    const report = await healthReport({ ...base, backend: "upstream", ready: true, probe: async () => ({ ok: false, status: 502 }) });
    expect(report).toEqual({ status: 503, body: { status: "unavailable", backend: "upstream", version: "1.0.0+abc" } });
  });
  it("answers 200 to a readiness check when it does", async () => {
    const report = await healthReport({ ...base, ready: true, probe: async () => ({ ok: true }) });
    expect(report.status).toBe(200);
  });
  it("answers 503 when the embedded store cannot write, though the facade reads fine", async () => {
    const report = await healthReport({ ...base, ready: true, probe: async () => ({ ok: true }), storeWritable: async () => false });
    expect(report).toEqual({ status: 503, body: { status: "unavailable", backend: "embedded", version: "1.0.0+abc", store: "unwritable" } });
    const fine = await healthReport({ ...base, ready: true, probe: async () => ({ ok: true }), storeWritable: async () => true });
    expect(fine.body.store).toBe("ok");
  });
  it("reports a degraded shared cache but stays ready: pages and forms work without Redis", async () => {
    const report = await healthReport({ ...base, backend: "upstream", ready: true, probe: async () => ({ ok: true }), cache: "degraded" });
    expect(report).toEqual({ status: 200, body: { status: "ok", backend: "upstream", version: "1.0.0+abc", cache: "degraded" } });
    const off = await healthReport({ ...base, backend: "upstream", ready: true, probe: async () => ({ ok: true }), cache: "off" });
    expect(off.body.cache).toBeUndefined();
  });
});

describe("startupNotes", () => {
  it("names the upstream backend without a warning", () => {
    expect(startupNotes("upstream", "production")).toEqual([{ level: "info", text: expect.stringContaining("backend: upstream") }]);
  });
  it("warns in production that the embedded facade keeps submissions on this machine", () => {
    const notes = startupNotes("embedded", "production");
    expect(notes).toHaveLength(2);
    expect(notes[0]?.text).toContain("backend: embedded");
    expect(notes[1]).toEqual({ level: "warn", text: expect.stringContaining("submissions on this machine") });
  });
  it("does not warn outside production", () => {
    expect(startupNotes("embedded", "development")).toHaveLength(1);
  });
});

describe("reusedFor", () => {
  it("runs the probe once per period however many ask, sharing one in flight", async () => {
    let now = 0;
    let runs = 0;
    const probe = reusedFor(5000, async () => ++runs, () => now);
    expect(await Promise.all(Array.from({ length: 100 }, () => probe()))).toEqual(Array(100).fill(1));
    now = 4999;
    expect(await probe()).toBe(1);
    now = 5000;
    expect(await probe()).toBe(2);
  });
  it("does not keep a failed probe", async () => {
    let runs = 0;
    const probe = reusedFor(5000, async () => {
      runs += 1;
      throw new Error("down");
    }, () => 0);
    await expect(probe()).rejects.toThrow("down");
    await expect(probe()).rejects.toThrow("down");
    expect(runs).toBe(2);
  });
});

describe("healthFor", () => {
  const body = { status: "ok" as const, backend: "upstream" as const, version: "1.0.0+abc", cache: "degraded" as const };

  it("tells a caller on the machine everything, and anyone else only the status", () => {
    expect(healthFor(body, true)).toEqual(body);
    expect(healthFor(body, false)).toEqual({ status: "ok" });
    expect(healthFor({ ...body, status: "unavailable", store: "unwritable" }, false)).toEqual({ status: "unavailable" });
  });

  it("counts loopback as the machine, and every other address (or none) as outside", () => {
    for (const address of ["127.0.0.1", "127.3.2.1", "::1"]) expect(isInternalCaller(address)).toBe(true);
    for (const address of [undefined, "10.0.0.2", "203.0.113.7", "::2", "127.0.0.1.evil", "2001:db8::1"]) expect(isInternalCaller(address)).toBe(false);
  });
});
