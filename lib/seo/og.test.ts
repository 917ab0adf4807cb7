import { imagePathFor, ogImagePath, ogImageSegments, ogPagePaths, pagePathOfImage, type DatedPages } from "./og";

const DATED: DatedPages = { "/promo/tauranga": { startsAt: "2023-10-26", endsAt: "2024-10-25" }, "/10k": { startsAt: "2025-08-24", endsAt: "2025-09-30" }, "/promo/flappy": { endsAt: "2026-12-31" } };

describe("share image paths", () => {
  it("gives each indexable page its own image", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(ogImagePath("/city/wellington")).toBe("/og/city/wellington.png");
    expect(ogImagePath("/news/flamingo-gen-5")).toBe("/og/news/flamingo-gen-5.png");
  });

  it("puts a dated page's phase and end day in its image URL: an ended card has its own", () => {
    expect(ogImagePath("/10k", { phase: "ended", endsAt: "2025-09-30" })).toBe("/og/10k/ended-2025-09-30.png");
    expect(ogImagePath("/promo/tauranga", { phase: "active", endsAt: "2024-10-25" })).toBe("/og/promo/tauranga/active-2024-10-25.png");
    expect(ogImagePath("/event/tauranga", { phase: "ended", endsAt: "2024-10-25" })).toBe("/og/promo/tauranga/ended-2024-10-25.png");
  });

  it("lends the nearest page's image to aliases, answers and pages out of search", () => {
    expect(ogImagePath("/event/flappy")).toBe("/og/promo/flappy.png");
    expect(ogImagePath("/quiz/cuba/walking-pace")).toBe("/og/quiz/cuba.png");
    expect(ogImagePath("/safety/wellington")).toBe("/og/safety.png");
    expect(ogImagePath("/join-plan/acme")).toBe("/og/home.png");
    expect(ogImagePath("/download")).toBe("/og/home.png");
  });

  it("maps image URLs back to their page and state, and nothing else", () => {
    expect(pagePathOfImage(["home.png"], DATED)).toEqual({ page: "/" });
    expect(pagePathOfImage(["city", "wellington.png"], DATED)).toEqual({ page: "/city/wellington" });
    expect(pagePathOfImage(["promo", "tauranga", "ended-2024-10-25.png"], DATED)).toEqual({ page: "/promo/tauranga", state: { phase: "ended", endsAt: "2024-10-25" } });
    expect(pagePathOfImage(["10k", "upcoming-2025-09-30.png"], DATED)).toEqual({ page: "/10k", state: { phase: "upcoming", endsAt: "2025-09-30" } });
    for (const bad of [
      ["city", "gotham.png"], ["city", "wellington"], ["download.png"],
      // A dated page's card has no URL without its state, nor with another end day or a phase it cannot be in.
      ["promo", "tauranga.png"], ["promo", "tauranga", "ended-2024-10-26.png"], ["promo", "flappy", "upcoming-2026-12-31.png"],
      ["city", "wellington", "ended-2024-10-25.png"], ["promo", "tauranga", "over-2024-10-25.png"],
    ]) expect(pagePathOfImage(bad, DATED)).toBeNull();
  });

  it("prerenders one image per page and per phase of a dated page, round-tripping through its URL", () => {
    const segments = ogImageSegments(DATED);
    expect(segments).toHaveLength(ogPagePaths().length - 3 + 3 + 3 + 2);
    for (const each of segments) {
      const card = pagePathOfImage(each, DATED);
      expect(card).not.toBeNull();
      expect(`/og/${each.join("/")}`).toBe(imagePathFor(card!.page, card!.state));
    }
  });
});
