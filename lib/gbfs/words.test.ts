import { clockTime, readySentence, readyWords } from "./words";

describe("GBFS words", () => {
  it("names e-bikes only where the system has them, and counts one as one", () => {
    expect(readySentence({ scooters: 38, ebikes: 0, hasEbikes: true })).toBe("38 scooters and 0 e-bikes ready now");
    expect(readySentence({ scooters: 1, ebikes: 0, hasEbikes: false })).toBe("1 scooter ready now");
    expect(readyWords({ scooters: 2, ebikes: 1, hasEbikes: true })).toEqual({ scooters: "2 scooters", ebikes: "1 e-bike" });
  });

  it("tells the time in the system's zone, daylight saving included", () => {
    expect(clockTime(Date.parse("2026-11-28T21:42:00Z"), "Pacific/Auckland")).toBe("10:42");
    expect(clockTime(Date.parse("2026-07-01T00:05:00Z"), "Pacific/Auckland")).toBe("12:05");
  });
});
