/** @jest-environment jsdom */
import fc from "fast-check";
import { contentsEntriesHtml } from "./legal-contents";

/** What a browser makes of the markup: each entry's link target and words. */
function parsed(html: string) {
  const list = document.createElement("ol");
  list.innerHTML = html;
  return [...list.children].map((item) => {
    const link = item.querySelector("a");
    return { tag: item.tagName, href: link?.getAttribute("href"), text: item.textContent, links: item.querySelectorAll("a").length };
  });
}

describe("contentsEntriesHtml", () => {
  it("lists each section as a link to its heading", () => {
    expect(contentsEntriesHtml([{ id: "fees", heading: "8. Fees" }, { id: "privacy", heading: "9. Privacy" }])).toBe(
      '<li><a href="#fees">8. Fees</a></li><li><a href="#privacy">9. Privacy</a></li>',
    );
  });

  it("reads back, in a browser's parser, as exactly the headings and ids it was given, whatever they hold", () => {
    // Without carriage returns and NULs: any HTML parser rewrites them, and a markdown heading line cannot hold them.
    const text = (minLength: number) => fc.string({ minLength, unit: "grapheme" }).filter((value) => !/[\r\0]/.test(value));
    const section = fc.record({ id: text(1), heading: text(0) });
    fc.assert(
      fc.property(fc.array(section, { maxLength: 8 }), (sections) => {
        expect(parsed(contentsEntriesHtml(sections))).toEqual(sections.map(({ id, heading }) => ({ tag: "LI", href: `#${id}`, text: heading, links: 1 })));
      }),
    );
  });
});
