import { median, pairedMedian } from "../scripts/bench-stats.mjs";

describe("bench statistics", () => {
  it("takes the middle value, or the mean of the middle two, ignoring loads that measured nothing", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 7, Infinity, 1, 4])).toBe(4);
    expect(median([])).toBeNaN();
  });

  it("compares each page load with the floor load just before it, so a slow moment shifts both", () => {
    // The third pair ran while the machine was busy: both loads took a second longer.
    const page = [900, 950, 1900, 920, 940];
    const floor = [400, 420, 1400, 410, 430];
    expect(pairedMedian(page, floor)).toBe(510);
    expect(median(page) - median(floor)).toBe(520);
  });

  it("leaves out a pair where either load measured nothing", () => {
    expect(pairedMedian([900, NaN, 1000], [400, 420, NaN])).toBe(500);
  });
});
