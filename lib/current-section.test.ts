import fc from "fast-check";
import { currentSection } from "./current-section";

describe("currentSection", () => {
  it("is the last section whose top has reached the line, none before any has, the last at the page's end", () => {
    expect(currentSection([], 100)).toBe(-1);
    expect(currentSection([300, 900, 1500], 100)).toBe(-1);
    expect(currentSection([-800, -200, 100, 700], 100)).toBe(2);
    expect(currentSection([-800, -200, 99.5, 700], 100)).toBe(2);
    expect(currentSection([-800, -200, 400, 700], 100, true)).toBe(3);
  });

  it("agrees with a brute-force reading of sections in document order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 6000 }), (gaps, scrolled) => {
        // Tops in document order: increasing offsets, seen from a page scrolled by `scrolled`.
        const offsets = gaps.reduce<number[]>((all, gap) => [...all, (all.at(-1) ?? 0) + gap], []);
        const tops = offsets.map((offset) => offset - scrolled);
        const line = 84;
        const passed = tops.map((top, index) => ({ top, index })).filter(({ top }) => top <= line);
        const expected = passed.length ? passed[passed.length - 1]!.index : -1;
        expect(currentSection(tops, line)).toBe(expected);
      }),
    );
  });
});
