import { isCurrentPage, visiblePath } from "./current-page";

describe("visiblePath", () => {
  it("drops the market prefix the proxy's rewrite adds, so server and browser agree", () => {
    expect(visiblePath("/nz/about")).toBe("/about");
    expect(visiblePath("/au/how-to/scooter")).toBe("/how-to/scooter");
    expect(visiblePath("/nz")).toBe("/");
    expect(visiblePath("/about")).toBe("/about");
    expect(visiblePath("/")).toBe("/");
  });

  it("keeps paths that only start like a market", () => {
    expect(visiblePath("/nzx/about")).toBe("/nzx/about");
    expect(visiblePath("/australia")).toBe("/australia");
  });

  it("ignores a trailing slash", () => {
    expect(visiblePath("/about/")).toBe("/about");
  });
});

describe("isCurrentPage", () => {
  it("marks the link to the page shown, in either form of the path", () => {
    expect(isCurrentPage("/nz/safety", "/safety")).toBe(true);
    expect(isCurrentPage("/safety", "/safety")).toBe(true);
  });

  it("does not mark a section's link on the pages under it", () => {
    expect(isCurrentPage("/safety/wellington", "/safety")).toBe(false);
    expect(isCurrentPage("/how-to/bike", "/how-to/scooter")).toBe(false);
    expect(isCurrentPage("/", "/cities")).toBe(false);
  });
});
