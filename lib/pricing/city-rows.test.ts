import fc from "fast-check";
import { ROW, cityRows, spanFor } from "./city-rows";

const counts = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 });

describe("cityRows", () => {
  it("fills every row to twelve columns and places every city once", () => {
    fc.assert(
      fc.property(counts, (offers) => {
        const items = offers.map((count, id) => ({ id, count }));
        const rows = cityRows(items, (item) => item.count);
        for (const row of rows) expect(row.reduce((sum, card) => sum + card.span, 0)).toBe(ROW);
        expect(rows.flat().map((card) => card.item.id).sort((a, b) => a - b)).toEqual(items.map((item) => item.id));
      }),
    );
  });

  it("keeps the given order when the spans already fill their rows", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom([4], [2, 2], [1, 1, 1]), { maxLength: 5 }), (groups) => {
        const offers = groups.flat();
        const items = offers.map((count, id) => ({ id, count }));
        const rows = cityRows(items, (item) => item.count);
        expect(rows.flat().map((card) => card.item.id)).toEqual(items.map((item) => item.id));
        expect(rows.flat().map((card) => card.span)).toEqual(offers.map(spanFor));
      }),
    );
  });

  it("lays /pricing's seven cities in filled rows: Auckland alone, Dunedin and Palmerston North, the three one-plan cities, Tauranga", () => {
    const cities = [
      ["auckland", 4],
      ["dunedin", 3],
      ["palmerston-north", 3],
      ["porirua", 1],
      ["tauranga", 4],
      ["waimakariri", 1],
      ["wellington", 1],
    ] as const;
    const rows = cityRows(cities, ([, count]) => count).map((row) => row.map(({ item: [key], span }) => `${key}:${span}`));
    expect(rows).toEqual([["auckland:12"], ["dunedin:6", "palmerston-north:6"], ["porirua:4", "waimakariri:4", "wellington:4"], ["tauranga:12"]]);
  });
});
