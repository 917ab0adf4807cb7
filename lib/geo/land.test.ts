import fc from "fast-check";
import { cityBounds, clipLand, landPath, patchFor, type Bounds, type Ring } from "./land";
import { fitProjection } from "./project";

const wellington = { lat: -41.29, lng: 174.78 };

/** Even-odd point in polygon by ray casting: the brute-force oracle for what a set of rings covers. */
function inside(rings: readonly Ring[], [x, y]: [number, number]): boolean {
  let count = 0;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) count++;
    }
  }
  return count % 2 === 1;
}

/** How far the point is from the nearest edge of the rings, in degrees. */
function edgeDistance(rings: readonly Ring[], [x, y]: [number, number]): number {
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j]!;
      const [bx, by] = ring[i]!;
      const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2 || 1)));
      best = Math.min(best, Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))));
    }
  }
  return best;
}

/** A star-shaped ring around Wellington (any radii, so often concave), in [lng, lat]. */
const starRing = fc.array(fc.double({ min: 0.002, max: 0.05, noNaN: true }), { minLength: 3, maxLength: 24 }).map((radii): Ring =>
  radii.map((r, i) => {
    const angle = (2 * Math.PI * i) / radii.length;
    return [wellington.lng + r * Math.cos(angle), wellington.lat + r * Math.sin(angle)];
  }),
);
const boxAround = fc.record({ w: fc.double({ min: -0.04, max: 0, noNaN: true }), s: fc.double({ min: -0.04, max: 0, noNaN: true }), size: fc.double({ min: 0.005, max: 0.06, noNaN: true }) }).map(
  ({ w, s, size }): Bounds => ({ west: wellington.lng + w, south: wellington.lat + s, east: wellington.lng + w + size, north: wellington.lat + s + size }),
);

describe("clipLand: the land cut to a city's box at build time", () => {
  it("covers exactly the points of the box that the source covers (ray casting as the oracle)", () => {
    fc.assert(
      fc.property(starRing, boxAround, fc.array(fc.tuple(fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.double({ min: 0.01, max: 0.99, noNaN: true })), { minLength: 20, maxLength: 20 }), (ring, bounds, samples) => {
        // Tolerance 0 and no least area: only points on a straight line are dropped, so what is covered is unchanged.
        const cut = clipLand([[ring]], bounds, 0, { island: 0, hole: 0 });
        for (const [u, v] of samples) {
          const point: [number, number] = [bounds.west + u * (bounds.east - bounds.west), bounds.south + v * (bounds.north - bounds.south)];
          // Within rounding (1e-6°, about 10 cm) of the coast, either answer is right; the box's own edges are not sampled.
          if (edgeDistance([ring], point) < 3e-6) continue;
          expect(inside(cut, point)).toBe(inside([ring], point));
        }
        for (const [lng, lat] of cut.flat()) {
          expect(lng).toBeGreaterThanOrEqual(bounds.west - 1e-6);
          expect(lng).toBeLessThanOrEqual(bounds.east + 1e-6);
          expect(lat).toBeGreaterThanOrEqual(bounds.south - 1e-6);
          expect(lat).toBeLessThanOrEqual(bounds.north + 1e-6);
        }
      }),
    );
  });

  it("leaves out specks: an islet under 2 ha, and a hole under 1 km² (a block of the source's grid, not a lake)", () => {
    const metres = (m: number) => m / 111_195;
    const square = (lng: number, lat: number, east: number, north: number): Ring => [[lng, lat], [lng + east, lat], [lng + east, lat + north], [lng, lat + north], [lng, lat]];
    const k = Math.cos((wellington.lat * Math.PI) / 180);
    const side = (m: number) => [metres(m) / k, metres(m)] as const;
    const land = square(174.7, -41.35, 0.15, 0.15);
    const block = square(174.75, -41.3, ...side(900));
    const lake = square(174.8, -41.3, ...side(1100));
    const islet = square(174.9, -41.3, ...side(130));
    const island = square(174.92, -41.3, ...side(150));
    const cut = clipLand([[land, block, lake], [islet], [island]], { west: 174.6, south: -41.4, east: 175, north: -41.1 }, 0);
    expect(cut).toHaveLength(3);
    expect(inside(cut, [174.75 + metres(450) / k, -41.3 + metres(450)])).toBe(true);
    expect(inside(cut, [174.8 + metres(550) / k, -41.3 + metres(550)])).toBe(false);
  });

  it("keeps a lake as a hole, and leaves out islands outside the box", () => {
    const square = (lng: number, lat: number, size: number): Ring => [[lng, lat], [lng + size, lat], [lng + size, lat + size], [lng, lat + size], [lng, lat]];
    const bounds = { west: 174.7, south: -41.35, east: 174.85, north: -41.2 };
    const island = [square(174.72, -41.33, 0.1), square(174.75, -41.3, 0.02)];
    const farIsland = [square(175.5, -40.5, 0.1)];
    const cut = clipLand([island, farIsland], bounds, 0);
    expect(cut).toHaveLength(2);
    expect(inside(cut, [174.73, -41.32])).toBe(true);
    expect(inside(cut, [174.76, -41.29])).toBe(false);
  });

  it("simplifies a wiggly coast to within the tolerance and far fewer points", () => {
    // A coast 2 km long with a point every metre, wiggling 1 m either side: at 4 m, a handful of points remain.
    const metre = 1 / 111_195;
    const coast: Ring = Array.from({ length: 2001 }, (_, i) => [wellington.lng + i * metre * 1.33, wellington.lat + (i % 2 ? metre : -metre)]);
    const ring: Ring = [...coast, [wellington.lng + 2000 * metre * 1.33, wellington.lat - 0.01], [wellington.lng, wellington.lat - 0.01], coast[0]!];
    const [cut] = clipLand([[ring]], { west: 174, south: -42, east: 175, north: -41 }, 4);
    expect(cut!.length).toBeLessThan(10);
  });
});

describe("cityBounds and patchFor: a map draws land only where the build cut some for its whole view", () => {
  it("gives a box that holds the view of any map fitted to the area (fitProjection as the oracle)", () => {
    const area = fc.array(fc.record({ lat: fc.double({ min: -41.4, max: -41.2, noNaN: true }), lng: fc.double({ min: 174.6, max: 174.95, noNaN: true }) }), { minLength: 3, maxLength: 20 });
    fc.assert(
      fc.property(area, (points) => {
        const projection = fitProjection(points, { minAspect: 0.6, maxAspect: 1 });
        expect(patchFor([{ name: "city", bounds: cityBounds(points), rings: [] }], projection)).not.toBeNull();
      }),
    );
  });

  it("finds no patch when the view reaches past every box", () => {
    const points = [wellington, { lat: wellington.lat - 0.1, lng: wellington.lng + 0.1 }];
    const projection = fitProjection(points, { minAspect: 0.6, maxAspect: 1 });
    const small = cityBounds([wellington, { lat: wellington.lat - 0.01, lng: wellington.lng + 0.01 }]);
    expect(patchFor([{ name: "too small", bounds: small, rings: [] }], projection)).toBeNull();
    expect(patchFor([{ name: "too small", bounds: small, rings: [] }, { name: "city", bounds: cityBounds(points), rings: [] }], projection)?.name).toBe("city");
  });
});

describe("landPath: the land projected into the map's drawing", () => {
  const points = [wellington, { lat: wellington.lat - 0.05, lng: wellington.lng + 0.05 }];
  const projection = fitProjection(points, { minAspect: 0.6, maxAspect: 1 });
  const numbers = (d: string) => d.match(/-?\d+(\.\d+)?/g)!.map(Number);

  it("cuts land larger than the view to the drawing and its margin, in whole units", () => {
    const all: Ring = [[174, -42], [176, -42], [176, -40], [174, -40], [174, -42]];
    const d = landPath([all], projection);
    expect(d.match(/M/g)).toHaveLength(1);
    const corners = d.slice(1, -1).split("L").sort();
    expect(corners).toEqual([`-4 -4`, `-4 ${projection.height + 4}`, `${projection.width + 4} -4`, `${projection.width + 4} ${projection.height + 4}`].sort());
  });

  it("puts a point where the projection does, and leaves out land wholly outside the drawing", () => {
    const corner = { lat: wellington.lat - 0.01, lng: wellington.lng + 0.01 };
    const tri: Ring = [[corner.lng, corner.lat], [corner.lng + 0.01, corner.lat], [corner.lng, corner.lat - 0.01]];
    const far: Ring = [[170, -45], [170.1, -45], [170, -45.1]];
    const d = landPath([tri, far], projection);
    const [x, y] = numbers(d);
    const expected = projection.project(corner);
    expect(Math.abs(x! - expected.x)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(y! - expected.y)).toBeLessThanOrEqual(0.5);
    expect(d.match(/M/g)).toHaveLength(1);
  });

  it("never draws outside the drawing's margin, whatever the land", () => {
    fc.assert(
      fc.property(starRing, (ring) => {
        for (const [i, value] of numbers(landPath([ring], projection)).entries()) {
          expect(value).toBeGreaterThanOrEqual(-4);
          expect(value).toBeLessThanOrEqual((i % 2 ? projection.height : projection.width) + 4);
        }
      }),
    );
  });
});
