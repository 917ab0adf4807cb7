import { renderToStaticMarkup } from "react-dom/server";
import wellington from "@/content/cities/wellington.json";
import { fitProjection } from "@/lib/geo/project";
import { PlaceNames } from "./PlaceNames";

const AREA = [
  { lat: -41.268, lng: 174.759 },
  { lat: -41.323, lng: 174.801 },
];

describe("PlaceNames", () => {
  it("writes at least three of Wellington's places as SVG text, each beside a dot inside the drawing", () => {
    const projection = fitProjection(AREA, { minAspect: 0.6, maxAspect: 1 });
    const markup = renderToStaticMarkup(
      <svg>
        <PlaceNames places={wellington.places} projection={projection} />
      </svg>,
    );
    const names = [...markup.matchAll(/<text (?![^>]*data-halo)[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]);
    // Each name once, over a halo of its own words.
    expect(markup.match(/data-halo/g)).toHaveLength(names.length);
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) expect(wellington.places.map((place) => place.name)).toContain(name);
    expect(markup).toContain('aria-hidden="true"');
  });

  it("writes nothing for places outside the drawing", () => {
    const projection = fitProjection(AREA, { minAspect: 0.6, maxAspect: 1 });
    expect(renderToStaticMarkup(<svg><PlaceNames places={[{ name: "Britomart", lat: -36.8443, lng: 174.7676 }]} projection={projection} /></svg>)).toBe("<svg></svg>");
  });
});
