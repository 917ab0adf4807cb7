import fc from "fast-check";
import { abComparisons, benchPorts, inRounds, parseCommand, benchRuns, benchTarget, judge, markdownTable, MIN_PAIRS, median, option, pairedDifferences, pairedMedian, quantile, signedMs, spread } from "../scripts/bench/shared.mjs";

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

describe("the bench's verdict, on the median of the paired differences", () => {
  it("passes a page whose median is within the target by more than the noise, and gives its p75 and range beside it", () => {
    // Median 150, 75th percentile 165 (between the 8th and 9th of eleven): within a 200 ms target, 25 ms to spare at least.
    expect(judge(eleven([120, 130, 140, 145, 148, 150, 155, 160, 170, 180, 260]), 200, 25)).toEqual({ median: 150, p75: 165, min: 120, max: 260, verdict: "within" });
  });

  it("passes a page whose loads are half header-and-hero frames and half whole-page frames when the middle load is within", () => {
    // The two kinds of load (docs/performance.md): six near +120, five near +400. The p75 (+395) would call it over.
    const differences = eleven([110, 115, 120, 120, 125, 130, 380, 390, 395, 400, 420]);
    expect(quantile(differences, 0.75)).toBe(392.5);
    expect(judge(differences, 200, 25)).toMatchObject({ median: 130, verdict: "within" });
  });

  it("calls a page over when its median is past the target and the noise", () => {
    const differences = eleven([100, 110, 120, 130, 140, 260, 270, 280, 290, 300, 310]);
    expect(judge(differences, 200, 25)).toMatchObject({ median: 260, verdict: "over" });
  });

  it("reports a median within the margin of the target, on either side, as on it", () => {
    const at = (middle: number) => judge(eleven([0, 0, 0, 0, 0, middle, 1000, 1000, 1000, 1000, 1000]), 200, 25).verdict;
    expect(at(174)).toBe("within");
    expect(at(175)).toBe("within");
    expect(at(176)).toBe("on");
    expect(at(200)).toBe("on");
    expect(at(225)).toBe("on");
    expect(at(226)).toBe("over");
  });

  it("agrees with a brute-force reading of the definition for any eleven or more pairs", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -500, max: 1500 }), { minLength: MIN_PAIRS, maxLength: 31 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 60 }), (differences, target, margin) => {
        // The median by counting: the value with as many loads at or below it as at or above it (the mean of two middles).
        const sorted = [...differences].sort((a, b) => a - b);
        const n = sorted.length;
        const middle = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
        const expected = middle <= target - margin ? "within" : middle <= target + margin ? "on" : "over";
        const judged = judge(differences, target, margin);
        expect(judged.verdict).toBe(expected);
        expect(judged.median).toBe(middle);
        expect([judged.min, judged.max]).toEqual([sorted[0], sorted[n - 1]]);
      }),
    );
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

  it("prints a judged figure as median / p75 (range), nothing when there were no loads", () => {
    expect(spread(judge(eleven([120, 130, 140, 145, 148, 150, 155, 160, 170, 180, 260]), 200, 25), signedMs)).toBe("+150 / +165 (+120…+260)");
    expect(spread(judge([], 200), signedMs)).toBe("");
  });
});

describe("what the bench's subcommands print and read alike (scripts/bench/shared.mjs)", () => {
  it("signs a difference with a true minus, rounds it, and has a dash for none", () => {
    expect([signedMs(12.4), signedMs(-7.6), signedMs(0), signedMs(NaN)]).toEqual(["+12", "−8", "+0", "-"]);
  });

  it("pads every column to its widest cell", () => {
    expect(markdownTable(["page", "LCP"], [["/", "+12"], ["/pricing", "−188"]]).split("\n")).toEqual([
      "| page     | LCP  |",
      "|----------|------|",
      "| /        | +12  |",
      "| /pricing | −188 |",
    ]);
  });

  it("reads the value after an option", () => {
    expect(option(["--routes", "/,/pricing", "--again", "none"], "--again")).toBe("none");
    expect(option(["--routes"], "--again")).toBeUndefined();
  });

  it("puts an au: route on the Australian host and the rest on the New Zealand one", () => {
    expect(benchTarget("au:/promo/palmy", 3000)).toEqual({ market: "au", path: "/promo/palmy", url: "http://flamingoscooters.com.au:3000/promo/palmy" });
    expect(benchTarget("/pricing", 3010).url).toBe("http://flamingoscooters.co.nz:3010/pricing");
  });

  it("takes a route's own port after @, for the build before a change in the same run", () => {
    expect(benchTarget("/city/wellington@3100", 3000)).toEqual({ market: "nz", path: "/city/wellington", url: "http://flamingoscooters.co.nz:3100/city/wellington" });
    expect(benchTarget("au:/promo/palmy@3100", 3000).url).toBe("http://flamingoscooters.com.au:3100/promo/palmy");
  });

  it("puts the bench's own servers beside PORT unless told otherwise", () => {
    expect(benchPorts({ PORT: "46000" })).toEqual({ port: 46000, floor: 46001, hintedFloor: 46002, variant: 46010, base: 46300 });
    expect(benchPorts({})).toEqual({ port: 3000, floor: 3001, hintedFloor: 3002, variant: 3010, base: 3300 });
    expect(benchPorts({ PORT: "4000", FLOOR_PORT: "5000" }).hintedFloor).toBe(5001);
  });

  it("takes BENCH_RUNS when it is a count, the subcommand's default when it is not", () => {
    expect(benchRuns(11, { BENCH_RUNS: "3" })).toBe(3);
    expect(benchRuns(11, {})).toBe(11);
    expect(benchRuns(11, { BENCH_RUNS: "many" })).toBe(11);
    expect(benchRuns(11, { BENCH_RUNS: "0" })).toBe(11);
  });
});

describe("the one entry point (scripts/bench/index.mjs)", () => {
  it("runs the pages by default, options and all, and a named subcommand with the rest of the line", () => {
    expect(parseCommand([])).toEqual({ name: "pages", args: [] });
    expect(parseCommand(["--routes", "/pricing"])).toEqual({ name: "pages", args: ["--routes", "/pricing"] });
    expect(parseCommand(["frames", "--routes", "/pricing"])).toEqual({ name: "frames", args: ["--routes", "/pricing"] });
    expect(() => parseCommand(["frame"])).toThrow(/unknown bench subcommand "frame"/);
  });
});

describe("abComparisons", () => {
  const loads = (...tti: number[]) => tti.map((value) => ({ lcp: 100, tti: value }));
  it("pairs each route with its @PORT copy round by round, this build minus that one", () => {
    const pages = [
      { route: "/pricing", loads: loads(1000, 1100, 1200, 900) },
      { route: "/pricing@3100", loads: loads(1050, 1000, 1300, 1000) },
      { route: "/", loads: loads(1, 2, 3, 4) },
    ];
    const [first, ...rest] = abComparisons(pages, ["lcp", "tti"]);
    const only = first!;
    expect(rest).toEqual([]);
    expect(only.route).toBe("/pricing");
    expect(only.before).toBe("/pricing@3100");
    // Differences −50, +100, −100, −100: median −75, lower in three rounds of four.
    expect(only.metrics.tti).toEqual({ median: -75, p75: -12.5, lower: 3, pairs: 4 });
    expect(only.metrics.lcp).toMatchObject({ median: 0, lower: 0 });
  });
});

describe("inRounds", () => {
  it("loads every page once a round, in turn, and keeps each load on its page", async () => {
    const pages = [
      { url: "a", loads: [] as string[] },
      { url: "b", loads: [] as string[] },
    ];
    const order: string[] = [];
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      await inRounds(pages, 3, async (url) => {
        order.push(url);
        return `${url}${order.length}`;
      });
    } finally {
      stderr.mockRestore();
    }
    expect(order).toEqual(["a", "b", "a", "b", "a", "b"]);
    expect(pages.map((page) => page.loads)).toEqual([["a1", "a3", "a5"], ["b2", "b4", "b6"]]);
  });
});
