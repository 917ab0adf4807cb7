import { isSitePath, safeHref } from "./links";

describe("safeHref", () => {
  it.each([
    "https://flamingoscooters.bamboohr.com/careers/12",
    "http://example.org/page?x=1#part",
    "mailto:careers@flamingoscooters.co.nz",
    "mailto:careers@flamingoscooters.co.nz?subject=Hello%20there",
    "tel:080035264646",
    "tel:+6480035264646",
  ])("keeps %s", (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "//evil.example/path",
    "ftp://files.example.org/",
    "tel:0800 FLAMINGO",
    "tel:+64;phone-context=x",
    "https://",
    "",
  ])("drops %j", (url) => {
    expect(safeHref(url)).toBeNull();
  });

  it("drops site paths and fragments unless the markdown is the site's own", () => {
    expect(safeHref("/discounts")).toBeNull();
    expect(safeHref("#fees")).toBeNull();
    expect(safeHref("/discounts", { sitePaths: true })).toBe("/discounts");
    expect(safeHref("#fees", { sitePaths: true })).toBe("#fees");
  });

  it("never lets a site path become protocol-relative", () => {
    expect(safeHref("//evil.example", { sitePaths: true })).toBeNull();
    expect(safeHref("/\\evil.example", { sitePaths: true })).toBeNull();
    expect(safeHref("javascript:alert(1)", { sitePaths: true })).toBeNull();
  });
});

describe("isSitePath", () => {
  it("is true only for paths on this site", () => {
    expect(isSitePath("/safety")).toBe(true);
    expect(isSitePath("//cdn.example")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(isSitePath("https://flamingoscooters.co.nz/")).toBe(false);
  });
});
