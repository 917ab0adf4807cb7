import fc from "fast-check";
import { formatCoordinates } from "./locate";
import { AT_PLACE_M, COMPASS_POINTS, NEAR_ENOUGH_M, bearingDegrees, compassPoint, describeFix, distanceMetres, spokenDistance, type NamedPlace } from "./place-words";

const TE_PAPA: NamedPlace = { name: "Te Papa", lat: -41.2905, lng: 174.7818 };
const STATION: NamedPlace = { name: "Wellington Railway Station", lat: -41.279, lng: 174.7806 };

/** Metres per degree on a flat local patch: the reference the haversine must agree with over a few kilometres. */
function flatMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const perDegLat = 111_195; // 2πR/360 with the mean radius
  const perDegLng = perDegLat * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot((b.lat - a.lat) * perDegLat, (b.lng - a.lng) * perDegLng);
}

const nearWellington = fc.record({ lat: fc.double({ min: -41.34, max: -41.25, noNaN: true }), lng: fc.double({ min: 174.72, max: 174.84, noNaN: true }) });

describe("distanceMetres and bearingDegrees", () => {
  it("agree with flat-earth geometry within a metre in ten thousand across a city", () => {
    fc.assert(
      fc.property(nearWellington, nearWellington, (a, b) => {
        const flat = flatMetres(a, b);
        expect(Math.abs(distanceMetres(a, b) - flat)).toBeLessThanOrEqual(flat * 1e-3 + 0.5);
        if (flat > 50) {
          // Flat bearing: east over north, with the same local scale.
          const east = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
          const flatBearing = ((Math.atan2(east, b.lat - a.lat) * 180) / Math.PI + 360) % 360;
          const gap = Math.abs(((bearingDegrees(a, b) - flatBearing + 540) % 360) - 180);
          expect(gap).toBeLessThan(0.5);
        }
      }),
    );
  });

  it("knows the station is about 1.3 km north of Te Papa", () => {
    expect(distanceMetres(TE_PAPA, STATION)).toBeGreaterThan(1_250);
    expect(distanceMetres(TE_PAPA, STATION)).toBeLessThan(1_300);
    expect(compassPoint(bearingDegrees(TE_PAPA, STATION))).toBe("north");
  });
});

describe("compassPoint", () => {
  it("is the point whose 45° sector holds the bearing", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), (bearing) => {
        const index = COMPASS_POINTS.indexOf(compassPoint(bearing));
        const centre = index * 45;
        const gap = Math.abs(((bearing - centre + 540) % 360) - 180);
        expect(gap).toBeLessThanOrEqual(22.5);
      }),
    );
    expect(compassPoint(0)).toBe("north");
    expect(compassPoint(350)).toBe("north");
    expect(compassPoint(225)).toBe("south-west");
  });
});

describe("spokenDistance", () => {
  it("rounds to tens of metres, then tenths of a kilometre", () => {
    expect(spokenDistance(4)).toBe("10 m");
    expect(spokenDistance(124)).toBe("120 m");
    expect(spokenDistance(994)).toBe("990 m");
    expect(spokenDistance(1_260)).toBe("1.3 km");
    fc.assert(
      fc.property(fc.double({ min: 10, max: 50_000, noNaN: true }), (metres) => {
        const [value, unit] = spokenDistance(metres).split(" ");
        const back = Number(value) * (unit === "km" ? 1000 : 1);
        expect(Math.abs(back - metres)).toBeLessThanOrEqual(unit === "km" ? 50 + 1e-6 : 5 + 1e-6);
      }),
    );
  });
});

describe("describeFix", () => {
  it("names the nearest place with distance and direction, then the coordinates to send", () => {
    const fix = { lat: -41.2911349, lng: 174.7751182 }; // Cuba Street, west of Te Papa
    expect(describeFix(fix, [STATION, TE_PAPA])).toBe("About 560 m west of Te Papa (-41.29113, 174.77512)");
  });

  it("says 'At' a place within a phone's error, and gives the coordinates labelled when nothing known is near", () => {
    expect(describeFix({ lat: -41.2906, lng: 174.7818 }, [TE_PAPA])).toBe("At Te Papa (-41.29060, 174.78180)");
    expect(describeFix({ lat: -36.8485, lng: 174.7633 }, [TE_PAPA, STATION])).toBe("Latitude, longitude: -36.84850, 174.76330");
    expect(describeFix({ lat: -36.8485, lng: 174.7633 }, [])).toBe("Latitude, longitude: -36.84850, 174.76330");
  });

  it("always ends with the fix's own coordinates, and names the truly nearest place when one is near enough", () => {
    const place = fc.record({ name: fc.constantFrom("A", "B", "C", "D"), lat: fc.double({ min: -41.34, max: -41.25, noNaN: true }), lng: fc.double({ min: 174.72, max: 174.84, noNaN: true }) });
    fc.assert(
      fc.property(nearWellington, fc.array(place, { maxLength: 6 }), (fix, places) => {
        const text = describeFix(fix, places);
        expect(text.endsWith(formatCoordinates(fix.lat, fix.lng)) || text.endsWith(`${formatCoordinates(fix.lat, fix.lng)})`)).toBe(true);
        const nearest = Math.min(...places.map((p) => distanceMetres(p, fix)));
        if (places.length === 0 || nearest > NEAR_ENOUGH_M) expect(text).toMatch(/^Latitude, longitude: /);
        else if (nearest < AT_PLACE_M) expect(text).toMatch(/^At /);
        else {
          const named = places.find((p) => text.includes(` of ${p.name} (`) && Math.abs(distanceMetres(p, fix) - nearest) < 1e-6);
          expect(named).toBeDefined();
        }
      }),
    );
  });
});
