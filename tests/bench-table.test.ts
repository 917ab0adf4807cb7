import { benchTarget } from "../scripts/bench-chrome.mjs";
import { markdownTable, option, signedMs } from "../scripts/bench-table.mjs";

describe("what the bench scripts print alike (scripts/bench-table.mjs, bench-chrome.mjs)", () => {
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
});
