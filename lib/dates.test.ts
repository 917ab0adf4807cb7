import { longDate } from "./dates";

describe("longDate", () => {
  it("writes the day, the month's name and the year", () => {
    expect(longDate("2024-11-04")).toBe("4 November 2024");
    expect(longDate("2025-09-30")).toBe("30 September 2025");
  });

  it("does not shift the day whatever the machine's time zone", () => {
    expect(longDate("2023-01-01")).toBe("1 January 2023");
  });
});
