import { routeLabelPoint } from "./route-labels";

const p = (lat: number, lng: number) => ({ lat, lng });

describe("routeLabelPoint", () => {
  // Three routes from one start to one finish: north, straight and south of each other in the middle.
  const start = p(0, 0);
  const finish = p(0, 0.04);
  const lines = [
    [start, p(0.01, 0.01), p(0.012, 0.02), p(0.01, 0.03), finish],
    [start, p(0, 0.01), p(0, 0.02), p(0, 0.03), finish],
    [start, p(-0.01, 0.01), p(-0.015, 0.02), p(-0.01, 0.03), finish],
  ];

  it("puts each number on the stretch only its own route takes, never on the shared ends", () => {
    expect(routeLabelPoint(lines, 0)).toEqual(p(0.012, 0.02));
    expect(routeLabelPoint(lines, 2)).toEqual(p(-0.015, 0.02));
    const middle = routeLabelPoint(lines, 1);
    expect([start, finish]).not.toContainEqual(middle);
  });

  it("takes a lone route's middle point", () => {
    expect(routeLabelPoint([lines[0]!], 0)).toEqual(p(0.012, 0.02));
  });
});
