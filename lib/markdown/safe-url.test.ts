import { isSitePath, safeUrl } from "./safe-url";

describe("safeUrl", () => {
  it.each(["https://flamingoscooters.co.nz/terms", "http://example.com", "mailto:hello@flamingoscooters.co.nz", "/discounts", "/city/auckland#pricing", "#section-2"])(
    "keeps %s",
    (url) => expect(safeUrl(url)).toBe(url),
  );

  it.each(["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<b>x</b>", "//evil.example/path", "/\\evil.example", "vbscript:x", "ftp://files.example", "relative/path", ""])(
    "drops %p",
    (url) => expect(safeUrl(url)).toBeUndefined(),
  );
});

describe("isSitePath", () => {
  it("is true only for paths on this site", () => {
    expect(isSitePath("/safety")).toBe(true);
    expect(isSitePath("//cdn.example")).toBe(false);
    expect(isSitePath("https://flamingoscooters.co.nz/")).toBe(false);
  });
});
