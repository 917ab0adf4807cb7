/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import InteractiveMap from "./InteractiveMap";

type MapProps = { defaultCenter: { lat: number; lng: number }; defaultZoom: number; onIdle: (event: unknown) => void; onTilesLoaded: () => void; children: ReactNode };

// The library talks to Google's script; these stand-ins record what the component asks of it.
const mapProps: MapProps[] = [];
const fakeMap = { id: "map" };
jest.mock("@vis.gl/react-google-maps", () => ({
  APIProvider: ({ apiKey, children }: { apiKey: string; children: ReactNode }) => <div data-api-key={apiKey}>{children}</div>,
  Map: (props: MapProps) => {
    mapProps.push(props);
    return <div>{props.children}</div>;
  },
  useMap: () => fakeMap,
}));

type Overlay = { options: Record<string, unknown>; setMap: jest.Mock };
const created: Record<"Polygon" | "Polyline" | "Marker", Overlay[]> = { Polygon: [], Polyline: [], Marker: [] };
const overlayClass = (kind: keyof typeof created) =>
  function Overlay(this: Overlay, options: Record<string, unknown>) {
    this.options = options;
    this.setMap = jest.fn();
    created[kind].push(this);
  };

beforeEach(() => {
  mapProps.length = 0;
  for (const list of Object.values(created)) list.length = 0;
  window.localStorage.clear();
  (globalThis as unknown as { google: unknown }).google = {
    maps: { Polygon: overlayClass("Polygon"), Polyline: overlayClass("Polyline"), Marker: overlayClass("Marker"), SymbolPath: { CIRCLE: 0 } },
  };
});

const area = [
  { lat: -41.27, lng: 174.77 },
  { lat: -41.3, lng: 174.76 },
  { lat: -41.31, lng: 174.8 },
];
const shapes = {
  areas: [{ name: "Wellington Service Area", colour: "#FF206E", points: area }],
  lines: [
    { name: "Waterfront", colour: "#FF206E", points: area.slice(0, 2) },
    { name: "Direct", colour: "#1B1B2F", points: area.slice(1) },
  ],
  markers: [{ name: "Flamingo parking area", position: { lat: -41.3269, lng: 174.8084 } }],
};
const cityView = { center: { lat: -41.2889, lng: 174.7772 }, zoom: 14 };

describe("InteractiveMap", () => {
  it("shows the drawing's ready vehicles as pink dots while their figures are fresh, and none once stale", () => {
    const points = [
      { lat: -41.29, lng: 174.78 },
      { lat: -41.3, lng: 174.77 },
    ];
    const fresh = render(<InteractiveMap apiKey="k" shapes={shapes} vehicles={{ points, until: Date.now() + 60_000 }} onReady={() => {}} />);
    const dots = created.Marker.filter((marker) => marker.options.icon);
    expect(dots.map((dot) => dot.options.position)).toEqual(points);
    expect(dots.every((dot) => (dot.options.icon as { fillColor: string }).fillColor === "#FF206E")).toBe(true);
    fresh.unmount();
    for (const dot of dots) expect(dot.setMap).toHaveBeenCalledWith(null);

    for (const list of Object.values(created)) list.length = 0;
    render(<InteractiveMap apiKey="k" shapes={shapes} vehicles={{ points, until: Date.now() - 1 }} onReady={() => {}} />);
    expect(created.Marker.filter((marker) => marker.options.icon)).toHaveLength(0);
  });

  it("draws the service area as a pink polygon, routes as lines and the parking marker, and removes them when it goes", () => {
    const { unmount } = render(<InteractiveMap apiKey="k" shapes={shapes} camera={cityView} onReady={() => {}} />);
    expect(created.Polygon).toHaveLength(1);
    expect(created.Polygon[0]!.options).toMatchObject({ map: fakeMap, paths: area, strokeColor: "#FF206E", fillColor: "#FF206E" });
    expect(created.Polyline.map((line) => line.options.strokeColor)).toEqual(["#FF206E", "#1B1B2F"]);
    // Earlier routes are wider so shared streets show both colours.
    expect(created.Polyline[0]!.options.strokeWeight as number).toBeGreaterThan(created.Polyline[1]!.options.strokeWeight as number);
    expect(created.Marker[0]!.options).toMatchObject({ map: fakeMap, position: shapes.markers[0]!.position, title: "Flamingo parking area" });

    unmount();
    for (const overlay of [...created.Polygon, ...created.Polyline, ...created.Marker]) expect(overlay.setMap).toHaveBeenCalledWith(null);
  });

  it("opens on the city's view when the visitor has none saved", () => {
    render(<InteractiveMap apiKey="k" shapes={shapes} camera={cityView} onReady={() => {}} />);
    expect(mapProps[0]).toMatchObject({ defaultCenter: cityView.center, defaultZoom: 14 });
  });

  it("opens on central Wellington at zoom 16 when the page gives no view", () => {
    render(<InteractiveMap apiKey="k" shapes={shapes} onReady={() => {}} />);
    expect(mapProps[0]).toMatchObject({ defaultCenter: { lat: -41.29, lng: 174.78 }, defaultZoom: 16 });
  });

  it("reopens on the visitor's last view of this area from local storage", () => {
    window.localStorage.setItem("mapLocation", JSON.stringify({ center: { lat: -41.3, lng: 174.78 }, zoom: 17 }));
    render(<InteractiveMap apiKey="k" shapes={shapes} camera={cityView} onReady={() => {}} />);
    expect(mapProps[0]).toMatchObject({ defaultCenter: { lat: -41.3, lng: 174.78 }, defaultZoom: 17 });
  });

  it("remembers where the visitor leaves the map under 'mapLocation'", () => {
    render(<InteractiveMap apiKey="k" shapes={shapes} camera={cityView} onReady={() => {}} />);
    const map = { getCenter: () => ({ toJSON: () => ({ lat: -41.295, lng: 174.785 }) }), getZoom: () => 15 };
    mapProps[0]!.onIdle({ map });
    expect(JSON.parse(window.localStorage.getItem("mapLocation")!)).toEqual({ center: { lat: -41.295, lng: 174.785 }, zoom: 15 });
  });

  it("reports ready once the tiles have loaded, so the drawing can step aside", () => {
    const onReady = jest.fn();
    render(<InteractiveMap apiKey="k" shapes={shapes} camera={cityView} onReady={onReady} />);
    expect(onReady).not.toHaveBeenCalled();
    mapProps[0]!.onTilesLoaded();
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});
