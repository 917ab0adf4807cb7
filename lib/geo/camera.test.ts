import { DEFAULT_CAMERA, boundsOf, initialCamera, parseCamera, serialiseCamera, type Camera } from "./camera";

const wellingtonArea = boundsOf([
  { lat: -41.268, lng: 174.759 },
  { lat: -41.323, lng: 174.801 },
]);

describe("parseCamera", () => {
  it("reads back what serialiseCamera wrote", () => {
    const camera: Camera = { center: { lat: -41.3, lng: 174.78 }, zoom: 15 };
    expect(parseCamera(serialiseCamera(camera))).toEqual(camera);
  });

  it.each([
    null,
    "",
    "not json",
    "null",
    "42",
    JSON.stringify({ zoom: 15 }),
    JSON.stringify({ center: { lat: "-41", lng: 174 }, zoom: 15 }),
    JSON.stringify({ center: { lat: -141, lng: 174 }, zoom: 15 }),
    JSON.stringify({ center: { lat: -41, lng: 174 }, zoom: 99 }),
    JSON.stringify({ center: { lat: -41, lng: 174 } }),
  ])("ignores a missing or malformed value: %s", (raw) => {
    expect(parseCamera(raw)).toBeNull();
  });

  it("drops anything but the centre and zoom", () => {
    expect(parseCamera(JSON.stringify({ center: { lat: -41, lng: 174, extra: 1 }, zoom: 12, __proto__: { x: 1 } }))).toEqual({
      center: { lat: -41, lng: 174 },
      zoom: 12,
    });
  });
});

describe("initialCamera", () => {
  const city: Camera = { center: { lat: -41.2889, lng: 174.7772 }, zoom: 14 };

  it("restores the visitor's last view of this area", () => {
    const saved: Camera = { center: { lat: -41.3, lng: 174.79 }, zoom: 17 };
    expect(initialCamera(saved, city, wellingtonArea)).toEqual(saved);
  });

  it("ignores a saved view of another city", () => {
    const auckland: Camera = { center: { lat: -36.86, lng: 174.76 }, zoom: 15 };
    expect(initialCamera(auckland, city, wellingtonArea)).toEqual(city);
  });

  it("uses the page's view when nothing is saved", () => {
    expect(initialCamera(null, city, wellingtonArea)).toEqual(city);
  });

  it("falls back to central Wellington at zoom 16 when the page has no view", () => {
    expect(initialCamera(null, undefined, null)).toEqual({ center: { lat: -41.29, lng: 174.78 }, zoom: 16 });
    expect(initialCamera(null, { zoom: 13 }, null)).toEqual({ center: DEFAULT_CAMERA.center, zoom: 13 });
  });
});

describe("boundsOf", () => {
  it("is null for no points", () => {
    expect(boundsOf([])).toBeNull();
  });

  it("spans the extreme latitudes and longitudes", () => {
    expect(wellingtonArea).toEqual({ south: -41.323, north: -41.268, west: 174.759, east: 174.801 });
  });
});
