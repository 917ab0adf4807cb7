/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import type { InteractiveMapProps } from "./InteractiveMap";
import { LazyMap, NEAR_VIEWPORT } from "./LazyMap";

// The real map needs Google's script; a stand-in records that it was asked for and with what.
const loaded: InteractiveMapProps[] = [];
jest.mock("next/dynamic", () => () =>
  function InteractiveMapStandIn(props: InteractiveMapProps) {
    loaded.push(props);
    return <button onClick={props.onReady}>tiles loaded</button>;
  },
);

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

beforeEach(() => {
  loaded.length = 0;
  observers.length = 0;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    record: (typeof observers)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
});

const shapes = { areas: [{ name: "Wellington", colour: "#FF206E", points: [{ lat: -41.3, lng: 174.77 }, { lat: -41.28, lng: 174.78 }, { lat: -41.29, lng: 174.8 }] }], lines: [], markers: [] };

function renderMap() {
  return render(
    <LazyMap apiKey="test-key" shapes={shapes} camera={{ zoom: 14 }}>
      <svg role="img" aria-label="Static drawing" />
    </LazyMap>,
  );
}

describe("LazyMap", () => {
  it("shows only the drawing until the map nears the viewport", () => {
    const { container } = renderMap();
    expect(screen.getByRole("img", { name: "Static drawing" })).toBeInTheDocument();
    expect(loaded).toHaveLength(0);
    expect(container.firstElementChild).toHaveAttribute("data-map-state", "static");
    expect(observers[0]?.options?.rootMargin).toBe(NEAR_VIEWPORT);
  });

  it("ignores notices that the map is still far away", () => {
    renderMap();
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(loaded).toHaveLength(0);
  });

  it("loads the interactive map once, when it comes within range, keeping the drawing until tiles arrive", () => {
    const { container } = renderMap();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(loaded.at(-1)).toMatchObject({ apiKey: "test-key", shapes, camera: { zoom: 14 } });
    expect(observers[0]?.disconnected).toBe(true);
    expect(container.firstElementChild).toHaveAttribute("data-map-state", "loading");
    expect(screen.getByRole("img", { name: "Static drawing" })).toBeInTheDocument();

    act(() => screen.getByRole("button", { name: "tiles loaded" }).click());
    expect(container.firstElementChild).toHaveAttribute("data-map-state", "interactive");
    expect(screen.queryByRole("img", { name: "Static drawing" })).not.toBeInTheDocument(); // hidden behind the live map
  });
});
