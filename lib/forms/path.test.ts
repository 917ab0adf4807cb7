import { valueFromPath } from "./path";

describe("valueFromPath", () => {
  it.each([
    ["/join-plan/wcc", "join-plan", "wcc"],
    ["/join-plan/wcc/", "join-plan", "wcc"],
    ["/verify-plan/AbC_12-xyz", "verify-plan", "AbC_12-xyz"],
    ["/join-plan/k%C5%8Dwhai", "join-plan", "kōwhai"],
  ])("reads %s", (pathname, section, value) => {
    expect(valueFromPath(pathname, section)).toBe(value);
  });

  it.each([
    ["/join-plan", "join-plan"],
    ["/join-plan/", "join-plan"],
    ["/join-plan/wcc/extra", "join-plan"],
    ["/verify-plan/wcc", "join-plan"],
    ["/join-plan/%E0%A4%A", "join-plan"],
    ["/", "join-plan"],
  ])("gives null for %s", (pathname, section) => {
    expect(valueFromPath(pathname, section)).toBeNull();
  });
});
