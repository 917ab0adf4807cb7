import { renderToStaticMarkup } from "react-dom/server";
import { cityBounds, type LandPatch } from "@/lib/geo/land";
import { StaticMap } from "./StaticMap";
import { LAND_CREDIT } from "./LandLayer";

// The land the build would have cut: one patch around the area below, a square of land covering its west half.
const area = [
  { lat: -41.28, lng: 174.77 },
  { lat: -41.28, lng: 174.79 },
  { lat: -41.3, lng: 174.79 },
  { lat: -41.3, lng: 174.77 },
];
const patches: LandPatch[] = [];
jest.mock("@/lib/geo/land-data", () => ({ landPatches: () => patches }));

const route = [{ name: "1", points: [area[0]!, area[2]!], colour: "#C8004B" }];
const html = (lines: typeof route = []) =>
  renderToStaticMarkup(<StaticMap shapes={{ areas: [{ name: "Wellington", points: area, colour: "#FF206E" }], lines, markers: [] }} label="Map" />);

describe("the land under a to-scale map (components/map/LandLayer.tsx)", () => {
  afterEach(() => {
    patches.length = 0;
  });

  it("draws the water first, then the land, under the boundary, and credits its source", () => {
    patches.push({ name: "wellington", bounds: cityBounds(area), rings: [[[174.7, -41.35], [174.78, -41.35], [174.78, -41.2], [174.7, -41.2], [174.7, -41.35]]] });
    const markup = html();
    expect(markup).toMatch(/<svg[^>]*><rect width="1000" height="\d+" class="[^"]*water[^"]*" data-water=""><\/rect><path d="M[^"]+" class="[^"]*land[^"]*" fill-rule="evenodd"[^>]*data-land="wellington"><\/path><path d="M[^"]+" fill="#FF206E"/);
    expect(markup).toContain(LAND_CREDIT);
  });

  it("draws no land under a map with routes, whose coarse coast would put a shore road in the water", () => {
    patches.push({ name: "wellington", bounds: cityBounds(area), rings: [[[174.7, -41.35], [174.78, -41.35], [174.78, -41.2], [174.7, -41.2], [174.7, -41.35]]] });
    expect(html(route)).not.toContain("data-land");
    expect(html(route)).not.toContain("data-water");
    expect(html(route)).not.toContain(LAND_CREDIT);
  });

  it("draws no land and no credit when the build made none that covers the view", () => {
    patches.push({ name: "elsewhere", bounds: { west: 170, south: -46, east: 170.1, north: -45.9 }, rings: [] });
    const markup = html();
    expect(markup).not.toContain("data-land");
    expect(markup).not.toContain("data-water");
    expect(markup).not.toContain(LAND_CREDIT);
  });
});
