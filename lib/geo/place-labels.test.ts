import fc from "fast-check";
import { labelBox, placeLabels } from "./place-labels";

const place = fc.record({ name: fc.string({ minLength: 1, maxLength: 24 }), x: fc.double({ min: -100, max: 1100, noNaN: true }), y: fc.double({ min: -100, max: 900, noNaN: true }) });

describe("placeLabels", () => {
  it("never lets two names overlap, nor a name leave the drawing or cover a kept-clear corner", () => {
    const corner = { left: 900, top: 0, right: 1000, bottom: 120 };
    fc.assert(
      fc.property(fc.array(place, { maxLength: 8 }), fc.integer({ min: 14, max: 44 }), (places, size) => {
        const placed = placeLabels(places, 1000, 800, size, [corner]);
        for (const [i, a] of placed.entries()) {
          expect(a.box.left).toBeGreaterThanOrEqual(0);
          expect(a.box.right).toBeLessThanOrEqual(1000);
          expect(a.box.top).toBeGreaterThanOrEqual(0);
          expect(a.box.bottom).toBeLessThanOrEqual(800);
          expect(a.box.right <= corner.left || a.box.top >= corner.bottom).toBe(true);
          for (const b of placed.slice(i + 1)) {
            const apart = a.box.right <= b.box.left || b.box.right <= a.box.left || a.box.bottom <= b.box.top || b.box.bottom <= a.box.top;
            expect(apart).toBe(true);
          }
          // Each box is the one its side names, beside its own point.
          expect(a.box).toEqual(labelBox(a.name, a.x, a.y, a.side, size));
        }
      }),
    );
  });

  it("places every name when there is room, and leaves one off rather than write it over another", () => {
    const far = [
      { name: "Te Papa", x: 300, y: 300 },
      { name: "Newtown", x: 600, y: 600 },
      { name: "Oriental Bay", x: 700, y: 250 },
    ];
    expect(placeLabels(far, 1000, 800, 30).map((label) => label.name)).toEqual(["Te Papa", "Newtown", "Oriental Bay"]);
    // Two places at one point: the second tries every side, and one clear side is found.
    const twins = placeLabels([{ name: "A", x: 500, y: 400 }, { name: "B", x: 500, y: 400 }], 1000, 800, 30);
    expect(twins.map((label) => label.side)).toEqual(["above", "below"]);
    // A crowd in a tiny drawing: some are left off.
    const crowd = Array.from({ length: 6 }, (_, i) => ({ name: "Wellington Railway Station", x: 100, y: 40 + i }));
    expect(placeLabels(crowd, 300, 100, 20).length).toBeLessThan(6);
  });

  it("leaves off places outside the drawing", () => {
    expect(placeLabels([{ name: "Far", x: -5, y: 10 }], 1000, 800, 30)).toEqual([]);
  });
});
