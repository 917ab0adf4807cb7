import { siteCompression } from "./site-compression.cjs";

describe("siteCompression", () => {
  it("is on unless SITE_COMPRESSION turns it off", () => {
    expect(siteCompression({})).toBe(true);
    expect(siteCompression({ SITE_COMPRESSION: "on" })).toBe(true);
    for (const off of ["off", "OFF", "0", "false", " no "]) expect(siteCompression({ SITE_COMPRESSION: off })).toBe(false);
  });
});
