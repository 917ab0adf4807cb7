import type { Element } from "hast";
import { toHtml } from "hast-util-to-html";
import type { LegalSection } from "./legal";

/**
 * A legal text's contents entries, `<li><a href="#id">heading</a></li>` each, as one HTML string. The page lists
 * them twice (folded on a phone, open beside the text on a desktop) and they never change in the browser, so they
 * are served as markup, which hydration skips and the page's payload carries as a string rather than an element
 * tree, as the text itself is (components/markdown/MarkdownHtml.tsx); hast-util-to-html escapes headings and ids.
 */
export function contentsEntriesHtml(sections: readonly Pick<LegalSection, "id" | "heading">[]): string {
  const entries: Element[] = sections.map(({ id, heading }) => ({
    type: "element",
    tagName: "li",
    properties: {},
    children: [{ type: "element", tagName: "a", properties: { href: `#${id}` }, children: [{ type: "text", value: heading }] }],
  }));
  return toHtml({ type: "root", children: entries });
}
