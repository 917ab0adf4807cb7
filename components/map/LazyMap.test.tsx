/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import type { InteractiveMapProps } from "./InteractiveMap";
import { LazyMap, NEAR_VIEWPORT } from "./LazyMap";
import { shapes, stubIntersectionObserver } from "./lazy-map-test-kit";

// The real map needs Google's script; a stand-in records that it was asked for and with what.
const loaded: InteractiveMapProps[] = [];
jest.mock("./InteractiveMap", () => ({
  __esModule: true,
  default: function InteractiveMapStandIn(props: InteractiveMapProps) {
    loaded.push(props);
    return <button onClick={props.onReady}>tiles loaded</button>;
  },
}));

const observers = stubIntersectionObserver();

beforeEach(() => {
  loaded.length = 0;
});

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

  it("loads the interactive map once, when it comes within range, keeping the drawing until tiles arrive", async () => {
    const { container } = renderMap();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    // The map's chunk arrives (here at once): React.lazy renders it on the next turn.
    await screen.findByRole("button", { name: "tiles loaded" });
    expect(loaded.at(-1)).toMatchObject({ apiKey: "test-key", shapes, camera: { zoom: 14 } });
    expect(observers[0]?.disconnected).toBe(true);
    expect(container.firstElementChild).toHaveAttribute("data-map-state", "loading");
    expect(screen.getByRole("img", { name: "Static drawing" })).toBeInTheDocument();

    act(() => screen.getByRole("button", { name: "tiles loaded" }).click());
    expect(container.firstElementChild).toHaveAttribute("data-map-state", "interactive");
    expect(screen.queryByRole("img", { name: "Static drawing" })).not.toBeInTheDocument(); // hidden behind the live map
  });
});
