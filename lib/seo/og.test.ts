import { imagePathFor, ogImagePath, ogImageSegments, ogPagePaths, pagePathOfImage } from "./og";

describe("share image paths", () => {
  it("gives each indexable page its own image", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(ogImagePath("/city/wellington")).toBe("/og/city/wellington.png");
    expect(ogImagePath("/news/flamingo-gen-5")).toBe("/og/news/flamingo-gen-5.png");
    expect(ogImagePath("/10k")).toBe("/og/10k.png");
  });

  it("lends the nearest page's image to aliases, answers and pages out of search", () => {
    expect(ogImagePath("/event/flappy")).toBe("/og/promo/flappy.png");
    expect(ogImagePath("/quiz/cuba/walking-pace")).toBe("/og/quiz/cuba.png");
    expect(ogImagePath("/safety/wellington")).toBe("/og/safety.png");
    expect(ogImagePath("/join-plan/acme")).toBe("/og/home.png");
    expect(ogImagePath("/download")).toBe("/og/home.png");
  });

  it("maps image URLs back to their page, and nothing else", () => {
    expect(pagePathOfImage(["home.png"])).toBe("/");
    expect(pagePathOfImage(["city", "wellington.png"])).toBe("/city/wellington");
    expect(pagePathOfImage(["city", "gotham.png"])).toBeNull();
    expect(pagePathOfImage(["city", "wellington"])).toBeNull();
    expect(pagePathOfImage(["download.png"])).toBeNull();
  });

  it("prerenders one image per page, round-tripping through its URL", () => {
    const segments = ogImageSegments();
    expect(segments).toHaveLength(ogPagePaths().length);
    for (const [index, page] of ogPagePaths().entries()) {
      expect(`/og/${segments[index]!.join("/")}`).toBe(imagePathFor(page));
      expect(pagePathOfImage(segments[index]!)).toBe(page);
    }
  });
});
