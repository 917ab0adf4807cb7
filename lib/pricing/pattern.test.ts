import { describeMonth, describeWeek, monthRides, parsePattern, weekRides } from "./pattern";

const total = (days: readonly number[]) => days.reduce((sum, rides) => sum + rides, 0);

describe("riding patterns", () => {
  it("spreads a week's rides evenly over days that come together", () => {
    expect(weekRides({ by: "week", rides: 10, minutes: 15 })).toEqual([2, 2, 2, 1, 1, 1, 1]);
    expect(weekRides({ by: "week", rides: 3, minutes: 15 })).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(weekRides({ by: "days", days: 5, ridesPerDay: 2, minutes: 15 })).toEqual([2, 2, 2, 2, 2, 0, 0]);
  });

  it("repeats the week over a 30-day month, and spreads a month's rides across it", () => {
    expect(total(monthRides({ by: "week", rides: 10, minutes: 15 }))).toBe(44);
    expect(monthRides({ by: "month", rides: 1, minutes: 10 })).toEqual([1, ...new Array(29).fill(0)]);
    const twice = monthRides({ by: "month", rides: 2, minutes: 10 });
    expect([twice[0], twice[15]]).toEqual([1, 1]);
    for (const rides of [1, 7, 29, 30, 31, 45, 300]) expect(total(monthRides({ by: "month", rides, minutes: 10 }))).toBe(rides);
    expect(weekRides({ by: "month", rides: 4, minutes: 10 })).toBeNull();
  });

  it("reads whole numbers within bounds and refuses numbers nobody means", () => {
    const fields = (values: Record<string, string>) => (name: string) => values[name] ?? null;
    expect(parsePattern("week", fields({ rides: " 10 ", minutes: "15" }))).toEqual({ by: "week", rides: 10, minutes: 15 });
    expect(parsePattern("days", fields({ days: "7", ridesPerDay: "10", minutes: "240" }))).toEqual({ by: "days", days: 7, ridesPerDay: 10, minutes: 240 });
    expect(parsePattern("month", fields({ rides: "300", minutes: "1" }))).toEqual({ by: "month", rides: 300, minutes: 1 });
    for (const [by, values] of [
      ["week", { rides: "0", minutes: "15" }], ["week", { rides: "10", minutes: "1.5" }], ["week", { rides: "71", minutes: "5" }],
      ["week", { rides: "1e1", minutes: "5" }], ["week", { rides: "-3", minutes: "5" }], ["week", { rides: "", minutes: "5" }],
      ["month", { rides: "301", minutes: "5" }], ["days", { days: "8", ridesPerDay: "1", minutes: "5" }],
      ["days", { days: "3", minutes: "5" }], ["year", { rides: "1", minutes: "1" }], [null, { rides: "1", minutes: "1" }],
    ] as const) {
      expect(parsePattern(by, fields(values))).toBeNull();
    }
  });

  it("says how the rides are laid out, day by day for a week and by counts for a month", () => {
    expect(describeWeek([2, 2, 2, 1, 1, 1, 1])).toBe("2 rides on each of days 1 to 3, 1 ride on each of days 4 to 7");
    expect(describeWeek([2, 2, 1, 1, 1, 1, 1])).toBe("2 rides on each of days 1 and 2, 1 ride on each of days 3 to 7");
    expect(describeWeek([3, 0, 0, 0, 0, 0, 0])).toBe("3 rides on day 1, none on days 2 to 7");
    expect(describeMonth(monthRides({ by: "month", rides: 45, minutes: 10 }))).toBe("45 rides on 30 of the 30 days: 2 rides on 15 days, 1 ride on 15 days");
    expect(describeMonth(monthRides({ by: "month", rides: 2, minutes: 10 }))).toBe("2 rides on 2 of the 30 days");
  });
});
