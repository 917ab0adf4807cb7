import { fitProjection, pathData, scaleBar } from "./project";
import type { LatLng } from "./types";

const METRES_PER_DEGREE = 111_195;
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** A point `east` and `north` metres from an origin, using the same spherical model as the code under test. */
const offset = (origin: LatLng, east: number, north: number): LatLng => ({
  lat: origin.lat + north / METRES_PER_DEGREE,
  lng: origin.lng + east / (METRES_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180)),
});

const wellington: LatLng = { lat: -41.29, lng: 174.78 };

describe("fitProjection", () => {
  it("draws a kilometre east and a kilometre north the same length (to scale, not stretched)", () => {
    const square = [wellington, offset(wellington, 1000, 0), offset(wellington, 1000, 1000), offset(wellington, 0, 1000)];
    const projection = fitProjection(square);
    const [sw, se, , nw] = square.map(projection.project) as [{ x: number; y: number }, { x: number; y: number }, unknown, { x: number; y: number }];
    expect(distance(sw, se) / distance(sw, nw)).toBeCloseTo(1, 2);
    expect(distance(sw, se) * projection.metresPerUnit).toBeCloseTo(1000, -1);
  });

  it("puts north at the top and east on the right", () => {
    const projection = fitProjection([wellington, offset(wellington, 500, 500)]);
    const origin = projection.project(wellington);
    const northEast = projection.project(offset(wellington, 500, 500));
    expect(northEast.y).toBeLessThan(origin.y);
    expect(northEast.x).toBeGreaterThan(origin.x);
  });

  it("keeps every point inside the padded viewBox", () => {
    const points = [wellington, offset(wellington, 3000, -800), offset(wellington, 1200, 2500), offset(wellington, -400, 900)];
    const projection = fitProjection(points, { width: 1000, padding: 0.1 });
    const margin = 0.1 * 1000 / (1 + 2 * 0.1) - 0.5;
    for (const { x, y } of points.map(projection.project)) {
      expect(x).toBeGreaterThanOrEqual(margin);
      expect(x).toBeLessThanOrEqual(1000 - margin);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(projection.height);
    }
    expect(projection.viewBox).toBe(`0 0 1000 ${projection.height}`);
  });

  it("widens the view around a tall area rather than distorting it", () => {
    const tall = [wellington, offset(wellington, 200, 5000)];
    const projection = fitProjection(tall, { maxAspect: 1 });
    expect(projection.height).toBeCloseTo(1000, 0);
    const [a, b] = tall.map(projection.project) as [{ x: number; y: number }, { x: number; y: number }];
    expect(distance(a, b) * projection.metresPerUnit).toBeCloseTo(Math.hypot(200, 5000), -1);
  });

  it("adds ground above and below a wide area so the map is never a strip", () => {
    const projection = fitProjection([wellington, offset(wellington, 8000, 100)], { minAspect: 0.5 });
    expect(projection.height).toBeCloseTo(500, 0);
  });

  it("gives a single point a view about a kilometre wide", () => {
    const projection = fitProjection([wellington], { padding: 0 });
    expect(projection.width * projection.metresPerUnit).toBeGreaterThan(800);
    expect(projection.width * projection.metresPerUnit).toBeLessThan(1200);
    expect(projection.project(wellington)).toEqual({ x: 500, y: projection.height / 2 });
  });

  it("refuses an empty list", () => {
    expect(() => fitProjection([])).toThrow("at least one point");
  });
});

describe("pathData", () => {
  const points = [wellington, offset(wellington, 1000, 0), offset(wellington, 0, 1000)];
  const projection = fitProjection(points);

  it("moves to the first point, draws to each of the others and closes an area", () => {
    const d = pathData(points, projection, true);
    expect(d).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){2}Z$/);
    const first = projection.project(wellington);
    expect(d.startsWith(`M${first.x} ${first.y}L`)).toBe(true);
  });

  it("leaves a line open", () => {
    expect(pathData(points, projection, false)).not.toContain("Z");
  });
});

describe("scaleBar", () => {
  it("picks a round distance no longer than a quarter of the map", () => {
    const projection = fitProjection([wellington, offset(wellington, 4000, 2000)], { padding: 0 });
    const bar = scaleBar(projection);
    expect(bar).toEqual({ metres: 1000, label: "1 km", fraction: expect.closeTo(0.25, 2) });
  });

  it("labels short distances in metres and long ones in kilometres", () => {
    const small = fitProjection([wellington, offset(wellington, 1500, 0)], { padding: 0 });
    expect(scaleBar(small).label).toBe("200 m");
    const large = fitProjection([wellington, offset(wellington, 30_000, 0)], { padding: 0 });
    expect(scaleBar(large).label).toBe("5 km");
  });

  it("draws the bar to the same scale as the map", () => {
    const projection = fitProjection([wellington, offset(wellington, 7300, 3100)]);
    const bar = scaleBar(projection);
    expect(bar.fraction * projection.width * projection.metresPerUnit).toBeCloseTo(bar.metres, 6);
    expect([1, 2, 5]).toContain(bar.metres / 10 ** Math.floor(Math.log10(bar.metres)));
  });
});
