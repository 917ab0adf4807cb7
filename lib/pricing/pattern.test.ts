import { monthRides, patternSchema, weekRides } from "./pattern";

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

  it("refuses numbers nobody means", () => {
    for (const bad of [{ by: "week", rides: 0, minutes: 15 }, { by: "week", rides: 10, minutes: 1.5 }, { by: "days", days: 8, ridesPerDay: 1, minutes: 5 }, { by: "year", rides: 1, minutes: 1 }]) {
      expect(patternSchema.safeParse(bad).success).toBe(false);
    }
  });
});
