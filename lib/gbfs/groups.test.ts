import fc from "fast-check";
import { groupPoints } from "./groups";

const point = fc.record({ x: fc.double({ min: 0, max: 1000, noNaN: true }), y: fc.double({ min: 0, max: 800, noNaN: true }) });

describe("groupPoints", () => {
  it("keeps every point in exactly one group, each group within its points' cell", () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 200 }), fc.integer({ min: 5, max: 200 }), (points, cell) => {
        const groups = groupPoints(points, cell);
        expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(points.length);
        // Brute force: the number of distinct occupied cells.
        expect(groups).toHaveLength(new Set(points.map((p) => `${Math.floor(p.x / cell)},${Math.floor(p.y / cell)}`)).size);
        for (const group of groups) expect(group.count).toBeGreaterThan(0);
      }),
    );
  });

  it("gathers points that crowd and keeps apart those that do not", () => {
    expect(groupPoints([{ x: 1, y: 1 }, { x: 3, y: 3 }, { x: 50, y: 50 }], 10)).toEqual([{ x: 2, y: 2, count: 2 }, { x: 50, y: 50, count: 1 }]);
  });
});
