import { brandMarkSvg } from "./brand-mark";
import { isIconFile, pngToIco } from "./icons";

describe("pngToIco", () => {
  it("wraps the PNG in a one-image ICO directory", () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = pngToIco(png, 48);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([48, 48]);
    expect(view.getUint16(12, true)).toBe(32);
    expect(view.getUint32(14, true)).toBe(png.byteLength);
    expect(view.getUint32(18, true)).toBe(22);
    expect(Array.from(ico.slice(22))).toEqual(Array.from(png));
  });

  it("writes 0 for a 256-pixel side, as the format requires", () => {
    expect(pngToIco(new Uint8Array(4), 256)[6]).toBe(0);
  });
});

describe("icons", () => {
  it("knows its files and nothing else", () => {
    expect(isIconFile("icon-192.png")).toBe(true);
    expect(isIconFile("toString")).toBe(false);
  });

  it("draws the mark round for favicons and full-bleed for home screens", () => {
    expect(brandMarkSvg("circle")).toContain('<circle cx="20" cy="20" r="19" fill="#FF206E"/>');
    expect(brandMarkSvg("square")).toContain('<rect width="40" height="40" fill="#FF206E"/>');
  });
});
