/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import fc from "fast-check";
import { fitProjection } from "@/lib/geo/project";
import { VehiclePoints } from "./VehiclePoints";

const AREA = [
  { lat: -41.27, lng: 174.76 },
  { lat: -41.31, lng: 174.8 },
];

function drawn(points: { lat: number; lon: number }[]) {
  const projection = fitProjection(AREA, { minAspect: 0.6, maxAspect: 1 });
  const { container } = render(
    <svg>
      <VehiclePoints points={points} projection={projection} />
    </svg>,
  );
  const layer = container.querySelector("[data-vehicle-groups]")!;
  const subpaths = layer.querySelector("path")?.getAttribute("d")?.match(/M/g)?.length ?? 0;
  const numbers = [...layer.querySelectorAll("text")].map((text) => Number(text.textContent));
  return { layer, groups: Number(layer.getAttribute("data-vehicle-groups")), subpaths, numbers };
}

describe("VehiclePoints", () => {
  it("draws every group as one subpath of a single path, numbers only the crowds, and every vehicle is counted once", () => {
    const point = fc.record({ lat: fc.double({ min: -41.31, max: -41.27, noNaN: true }), lon: fc.double({ min: 174.76, max: 174.8, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 80 }), (points) => {
        const { layer, groups, subpaths, numbers } = drawn(points);
        expect(layer.querySelectorAll("path")).toHaveLength(1);
        expect(layer.querySelectorAll("circle, g")).toHaveLength(0);
        expect(subpaths).toBe(groups);
        expect(numbers.every((n) => n > 1)).toBe(true);
        // The singles are the groups without a number: they and the numbers add up to the vehicles.
        expect(groups - numbers.length + numbers.reduce((sum, n) => sum + n, 0)).toBe(points.length);
      }),
      { numRuns: 60 },
    );
  });

  it("draws nothing, not an empty path, when no vehicle is ready", () => {
    expect(drawn([]).layer.children).toHaveLength(0);
  });

  it("is hidden from assistive technology and carries no vehicle id", () => {
    const { layer } = drawn([{ lat: -41.29, lon: 174.78 }]);
    expect(layer).toHaveAttribute("aria-hidden", "true");
    expect(layer.outerHTML).not.toMatch(/id=/);
  });
});
