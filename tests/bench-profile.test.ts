import { frameKey, meanSelfTimes, selfTimes } from "../scripts/bench/self-time.mjs";

const frame = (functionName: string, url = "", lineNumber = -1, columnNumber = -1) => ({ functionName, url, lineNumber, columnNumber });
// Five samples 1 ms apart: the root, the formatter twice, the hydration, and a last one (idle) whose gap is never known.
const PROFILE = {
  nodes: [
    { id: 1, callFrame: frame("(root)") },
    { id: 2, callFrame: frame("", "http://host/_next/static/chunks/a.js", 0, 5100) },
    { id: 3, callFrame: frame("hydrate", "http://host/_next/static/chunks/b.js", 1, 20) },
    { id: 4, callFrame: frame("(idle)") },
  ],
  samples: [1, 2, 2, 3, 4],
  timeDeltas: [0, 1000, 1000, 1000, 1000],
};

describe("the profile subcommand's sums", () => {
  it("names a function by its script's file and its 1-based line and column", () => {
    expect(frameKey(frame("", "http://host/_next/static/chunks/a.js", 0, 5100))).toBe("(anonymous) a.js:1:5101");
    expect(frameKey(frame("(program)"))).toBe("(program) :0:0");
  });

  it("gives each sample the gap to the next one, as DevTools does", () => {
    const times = selfTimes(PROFILE);
    expect(Object.fromEntries(times)).toEqual({ "(root) :0:0": 1, "(anonymous) a.js:1:5101": 2, "hydrate b.js:2:21": 1 });
  });

  it("averages over loads, a function missing from a load counting 0 there, largest first", () => {
    const one = new Map([["a", 4], ["b", 1]]);
    const two = new Map([["b", 5]]);
    expect(meanSelfTimes([one, two])).toEqual([["b", 3], ["a", 2]]);
  });
});
