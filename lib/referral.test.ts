import { referralMinutes } from "./referral";

describe("referralMinutes", () => {
  it("is 30 each through 31 July 2025 in New Zealand, then 5", () => {
    expect(referralMinutes(new Date("2025-07-31T11:59:00Z"))).toBe(30);
    expect(referralMinutes(new Date("2025-07-31T12:00:00Z"))).toBe(5);
    expect(referralMinutes(new Date("2026-11-24T00:00:00Z"))).toBe(5);
  });
});
