import { rejectionLog } from "./rejection-log";

const rejection = { status: 429, code: "rate_limited", endpoint: "/api/facade/contact", client: "203.0.113.7" };

describe("rejectionLog", () => {
  it("writes one structured line per rejection, with the client key hashed", () => {
    const lines: string[] = [];
    const log = rejectionLog({ write: (line) => lines.push(line), now: () => 0, salt: Buffer.from("salt") });
    log(rejection);
    log({ ...rejection, client: "203.0.113.8" });
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toEqual({ level: "warn", event: "facade_rejected", status: 429, code: "rate_limited", endpoint: "/api/facade/contact", client: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(lines[0]).not.toContain("203.0.113");
    expect(second.client).not.toBe(first.client);
  });

  it("writes at most `perSecond` lines a second and then one line counting the rest", () => {
    jest.useFakeTimers();
    try {
      let now = 5_000;
      const lines: string[] = [];
      const log = rejectionLog({ perSecond: 3, write: (line) => lines.push(line), now: () => now });
      for (let i = 0; i < 1000; i += 1) log(rejection);
      expect(lines).toHaveLength(3);
      jest.advanceTimersByTime(1000);
      expect(JSON.parse(lines[3]!)).toEqual({ level: "warn", event: "facade_rejected_suppressed", count: 997 });
      now = 6_000;
      log(rejection);
      expect(lines).toHaveLength(5);
    } finally {
      jest.useRealTimers();
    }
  });
});
