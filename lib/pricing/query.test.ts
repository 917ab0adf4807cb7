import { finderQuery, parseFinder, type FinderState } from "./query";

const known = { cities: ["auckland", "wellington"], cards: ["student"] };
const parse = (query: string) => parseFinder(new URLSearchParams(query), known);

describe("the finder's URL query", () => {
  const states: FinderState[] = [
    { city: "auckland", pattern: { by: "week", rides: 10, minutes: 15 }, card: "" },
    { city: "wellington", pattern: { by: "month", rides: 1, minutes: 10 }, card: "student" },
    { city: "auckland", pattern: { by: "days", days: 5, ridesPerDay: 2, minutes: 12 }, card: "" },
  ];

  it.each(states)("round-trips %j", (state) => {
    expect(parse(finderQuery(state))).toEqual(state);
  });

  it("writes the form's own field names", () => {
    expect(finderQuery(states[0]!)).toBe("city=auckland&by=week&weekly=10&minutes=15");
  });

  it("ignores the fields another way of counting uses", () => {
    expect(parse("city=auckland&by=week&weekly=3&monthly=999&days=0&daily=&minutes=5")).toEqual({ city: "auckland", pattern: { by: "week", rides: 3, minutes: 5 }, card: "" });
  });

  it.each([
    "", "city=gotham&by=week&weekly=3&minutes=5", "city=auckland&by=week&weekly=&minutes=5", "city=auckland&by=week&weekly=3",
    "city=auckland&by=fortnight&weekly=3&minutes=5", "city=auckland&by=week&weekly=3e9&minutes=5", "city=auckland&by=week&weekly=3&minutes=5&card=vip",
    "city=AUCKLAND&by=week&weekly=3&minutes=5", "city=auckland&by=days&days=8&daily=1&minutes=5",
  ])("describes nothing for %p", (query) => {
    expect(parse(query)).toBeNull();
  });
});
