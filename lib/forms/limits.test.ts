import { charactersLeft } from "./limits";

describe("charactersLeft", () => {
  it("stays quiet far from the limit and counts down over its last tenth", () => {
    expect(charactersLeft(0, 5000)).toBeNull();
    expect(charactersLeft(4499, 5000)).toBeNull();
    expect(charactersLeft(4500, 5000)).toBe(500);
    expect(charactersLeft(5000, 5000)).toBe(0);
  });

  it("gives a short field at least its last 10 characters", () => {
    expect(charactersLeft(39, 50)).toBeNull();
    expect(charactersLeft(40, 50)).toBe(10);
    expect(charactersLeft(49, 50)).toBe(1);
  });

  it("never goes below zero (a value set past the limit by a script)", () => {
    expect(charactersLeft(60, 50)).toBe(0);
  });
});
