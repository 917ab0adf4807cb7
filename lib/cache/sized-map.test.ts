import { SizedMap } from "./sized-map.cjs";

describe("SizedMap", () => {
  it("drops the least recently used values once their sizes pass the cap", () => {
    const map = new SizedMap<string, string>(10, (value) => value.length);
    map.set("a", "xxxx");
    map.set("b", "xxxx");
    map.get("a");
    map.set("c", "xxxx");
    expect([map.get("a"), map.get("b"), map.get("c")]).toEqual(["xxxx", undefined, "xxxx"]);
    expect(map.bytes).toBe(8);
    map.set("huge", "x".repeat(11));
    expect(map.get("huge")).toBeUndefined();
    map.set("a", "xx");
    expect(map.bytes).toBe(6);
  });
});
