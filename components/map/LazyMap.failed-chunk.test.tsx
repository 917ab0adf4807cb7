/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { LazyMap } from "./LazyMap";
import { shapes, stubIntersectionObserver } from "./lazy-map-test-kit";

// The map's chunk fails to arrive (a dropped connection): importing it throws.
jest.mock("./InteractiveMap", () => {
  throw new Error("chunk load failed");
});

const observers = stubIntersectionObserver();

it("keeps the static drawing, not an error, when the map's chunk fails to arrive", async () => {
  const { container } = render(
    <LazyMap apiKey="test-key" shapes={shapes}>
      <svg role="img" aria-label="Static drawing" />
    </LazyMap>,
  );
  act(() => observers[0]?.callback([{ isIntersecting: true }]));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(container.firstElementChild).toHaveAttribute("data-map-state", "loading");
  expect(screen.getByRole("img", { name: "Static drawing" })).toBeInTheDocument();
});
