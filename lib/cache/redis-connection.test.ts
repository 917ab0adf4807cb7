import { connectionState, redisUrl, sharedRedis, withTimeout } from "./redis-connection.cjs";

describe("redisUrl", () => {
  it("is unset without REDIS_URL, so the instance keeps today's single-process cache and limits", () => {
    expect(redisUrl({})).toBeUndefined();
    expect(redisUrl({ REDIS_URL: "  " })).toBeUndefined();
    expect(sharedRedis({})).toBeNull();
    expect(redisUrl({ REDIS_URL: " redis://cache:6379 " })).toBe("redis://cache:6379");
  });
});

describe("connectionState", () => {
  const setup = (ready = true) => {
    let now = 0;
    const lines: string[] = [];
    const log = { warn: (line: string) => lines.push(line), info: (line: string) => lines.push(line) };
    const state = connectionState({ isReady: () => ready, now: () => now, log });
    return { state, lines, tick: (ms: number) => (now += ms), setReady: (value: boolean) => (ready = value) };
  };

  it("warns once per outage, however many calls fail, and says once when it is over", () => {
    const { state, lines } = setup();
    for (let i = 0; i < 50; i++) state.failed(new Error("ECONNREFUSED"));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "warn", event: "redis_unavailable", reason: "ECONNREFUSED" });
    state.succeeded();
    state.succeeded();
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1]!)).toMatchObject({ event: "redis_recovered" });
    state.failed("again");
    expect(lines).toHaveLength(3);
  });

  it("is skipped for a while after a failure, and only while the connection is ready", () => {
    const { state, tick, setReady } = setup();
    expect(state.usable()).toBe(true);
    state.failed("slow");
    expect(state.usable()).toBe(false);
    tick(2000);
    expect(state.usable()).toBe(true);
    setReady(false);
    expect(state.usable()).toBe(false);
  });
});

describe("withTimeout", () => {
  it("rejects a command that does not answer in time", async () => {
    await expect(withTimeout(new Promise(() => {}), 20)).rejects.toThrow(/took over 20 ms/);
    await expect(withTimeout(Promise.resolve(1), 20)).resolves.toBe(1);
  });
});
