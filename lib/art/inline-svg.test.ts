import fs from "node:fs";
import path from "node:path";
import { inlineSvg } from "./inline-svg";

const FILE = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><defs><g id="sc"><rect width="2" height="2"/></g><pattern id="ww" width="2" height="2"/></defs><use href="#sc"/><use xlink:href="#sc"/><rect fill="url(#ww)" width="4" height="4"/></svg>\n';

describe("inlineSvg", () => {
  it("names the picture as an image with its text alternative, quoting it safely", () => {
    const html = inlineSvg(FILE, { idPrefix: "hero", alt: "A rider's scooter & <helmet>" });
    expect(html).toMatch(/^<svg role='img' aria-label='A rider&#39;s scooter &amp; &lt;helmet>' xmlns=/);
    expect(html).not.toContain("aria-hidden");
  });

  it("hides a decorative picture from assistive technology", () => {
    expect(inlineSvg(FILE, { idPrefix: "hero", alt: "" })).toMatch(/^<svg aria-hidden='true'/);
  });

  it("gives every id and every reference to it the prefix, so two pictures on a page cannot collide", () => {
    const html = inlineSvg(FILE, { idPrefix: "pricing", alt: "" });
    expect(html.match(/id='[\w-]+'/g)).toEqual(["id='pricing-sc'", "id='pricing-ww'"]);
    expect(html).toContain("href='#pricing-sc'");
    expect(html).toContain("xlink:href='#pricing-sc'");
    expect(html).toContain("fill='url(#pricing-ww)'");
  });

  it("drops the prolog and quotes every attribute with ', which the page's payload need not escape", () => {
    const html = inlineSvg(FILE, { idPrefix: "x", alt: "", className: "art" });
    expect(html.startsWith("<svg")).toBe(true);
    expect(html).not.toContain('"');
    expect(html).toContain(" class='art'");
    expect(html.endsWith("</svg>")).toBe(true);
  });

  it("refuses a file that could run a script or an unsafe prefix", () => {
    expect(() => inlineSvg('<svg><script>alert(1)</script></svg>', { idPrefix: "x", alt: "" })).toThrow();
    expect(() => inlineSvg('<svg><rect onload="alert(1)"/></svg>', { idPrefix: "x", alt: "" })).toThrow();
    expect(() => inlineSvg("<svg/>", { idPrefix: "x'y", alt: "" })).toThrow();
    expect(() => inlineSvg("<png/>", { idPrefix: "x", alt: "" })).toThrow();
  });

  it("keeps every hero file whole: the same elements, in order, with only quotes and ids changed", () => {
    const dir = path.join(process.cwd(), "public/assets/images");
    const tags = (text: string) => text.match(/<\/?[\w:]+/g);
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".svg"))) {
      const source = fs.readFileSync(path.join(dir, name), "utf8");
      const html = inlineSvg(source, { idPrefix: "p", alt: "" });
      expect(tags(html)).toEqual(tags(source.slice(source.indexOf("<svg"))));
      expect(html.replace(/'/g, '"').replace(/ aria-hidden="true"/, "").replace(/#p-|"p-/g, (m) => m.replace("p-", ""))).toBe(source.slice(source.indexOf("<svg")).trim());
    }
  });
});
