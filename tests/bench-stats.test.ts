import { judge, MIN_PAIRS, median, pairedDifferences, pairedMedian, quantile } from "../scripts/bench-stats.mjs";

/** Eleven paired differences, the bench's least. */
const eleven = (values: number[]) => {
  expect(values).toHaveLength(MIN_PAIRS);
  return values;
};

describe("bench statistics", () => {
  it("takes the middle value, or the mean of the middle two, ignoring loads that measured nothing", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 7, Infinity, 1, 4])).toBe(4);
    expect(median([])).toBeNaN();
  });

  it("interpolates a quantile between the two nearest ranks, as a spreadsheet does", () => {
    expect(quantile([1, 2, 3, 4, 5], 0.75)).toBe(4);
    expect(quantile([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(quantile([3, 1, 2], 0)).toBe(1);
    expect(quantile([3, 1, 2], 1)).toBe(3);
    expect(quantile([7], 0.75)).toBe(7);
    expect(quantile([NaN], 0.75)).toBeNaN();
  });

  it("compares each page load with the floor load just before it, so a slow moment shifts both", () => {
    // The third pair ran while the machine was busy: both loads took a second longer.
    const page = [900, 950, 1900, 920, 940];
    const floor = [400, 420, 1400, 410, 430];
    expect(pairedMedian(page, floor)).toBe(510);
    expect(median(page) - median(floor)).toBe(520);
  });

  it("leaves out a pair where either load measured nothing", () => {
    expect(pairedDifferences([900, NaN, 1000], [400, 420, NaN])).toEqual([500]);
    expect(pairedMedian([900, NaN, 1000], [400, 420, NaN])).toBe(500);
  });
});

describe("the bench's verdict", () => {
  it("passes a page only when three loads in four are within the target by more than the noise", () => {
    // Median 150, 75th percentile 165 (between the 8th and 9th of eleven): within a 200 ms target, 35 ms to spare.
    expect(judge(eleven([120, 130, 140, 145, 148, 150, 155, 160, 170, 180, 260]), 200, 25)).toEqual({ p75: 165, verdict: "within" });
  });

  it("calls a page whose median is inside but whose 75th percentile is not 'over', not within", () => {
    // The case: a median of 150 would have passed; one load in three is far over.
    const differences = eleven([100, 110, 120, 130, 140, 150, 190, 240, 250, 260, 270]);
    expect(median(differences)).toBe(150);
    expect(judge(differences, 200, 25)).toEqual({ p75: 245, verdict: "over" });
  });

  it("reports a 75th percentile within the margin of the target, on either side, as on it", () => {
    const at = (p75: number) => judge(eleven([0, 0, 0, 0, 0, 0, 0, p75, p75, p75, p75]), 200, 25).verdict;
    expect(at(174)).toBe("within");
    expect(at(175)).toBe("within");
    expect(at(176)).toBe("on");
    expect(at(200)).toBe("on");
    expect(at(225)).toBe("on");
    expect(at(226)).toBe("over");
  });

  it("judges sizes with no margin: a byte over is over", () => {
    const kB = 1024;
    expect(judge(eleven(Array(11).fill(15 * kB)), 15 * kB).verdict).toBe("within");
    expect(judge(eleven(Array(11).fill(15 * kB + 1)), 15 * kB).verdict).toBe("over");
  });

  it("refuses to judge on fewer than eleven pairs", () => {
    expect(judge([100, 100, 100, 100, 100, 100, 100, 100, 100, 100], 200, 25).verdict).toBe("unjudged");
    expect(judge([...Array(10).fill(100), NaN], 200, 25).verdict).toBe("unjudged");
  });
});
