import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows `limit` requests per window per client, then refuses until the window slides", () => {
    let now = 0;
    const limiter = new RateLimiter(3, 1000, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take("a"))).toEqual([true, true, true, false]);
    expect(limiter.take("b")).toBe(true);
    now = 999;
    expect(limiter.take("a")).toBe(false);
    now = 1000;
    expect(limiter.take("a")).toBe(true);
  });
});
