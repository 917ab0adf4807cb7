/** @jest-environment jsdom */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render } from "@testing-library/react";
import { LaterImage } from "./LaterImage";

const picture = <LaterImage src="/assets/images/cities/auckland.svg" alt="Auckland's harbour" width={1200} height={800} className="image" />;

describe("LaterImage", () => {
  it("stands a blank in for the picture in the served HTML, only where scripts run", () => {
    const html = renderToString(picture);
    expect(html).toContain('<source media="(scripting: enabled)" srcSet="/assets/blank.svg"/>');
    expect(html).toMatch(/<img src="\/assets\/images\/cities\/auckland.svg" alt="Auckland&#x27;s harbour" width="1200" height="800" loading="lazy" class="image"\/>/);
  });

  it("drops the stand-in once hydrated, keeping the same <img>", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(picture);
    document.body.append(container);
    const img = container.querySelector("img");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, picture);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector("source")).toBeNull();
    expect(container.querySelector("img")).toBe(img);
    expect(img?.getAttribute("src")).toBe("/assets/images/cities/auckland.svg");
    errors.mockRestore();
    container.remove();
  });

  it("renders the picture whole when it first appears after hydration (a client-side navigation)", () => {
    const { container } = render(picture);
    expect(container.querySelector("source")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("loading", "lazy");
  });
});
