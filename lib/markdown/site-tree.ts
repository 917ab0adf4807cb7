import type { Element, ElementContent, Root, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toHast } from "mdast-util-to-hast";
import { safeHref, type LinkPolicy } from "./links";

/** Everything CommonMark produces except images and raw HTML (which become plain text). */
const ALLOWED = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "strong", "em", "a", "blockquote", "code", "pre", "hr", "br"]);

export type SiteMarkdownOptions = LinkPolicy & {
  /** How many levels to move headings down so they nest under the page's own (## inside an h3 block → 2). */
  headingShift?: number;
};

function policed(node: RootContent, options: SiteMarkdownOptions): RootContent[] {
  if (node.type === "raw") return [{ type: "text", value: node.value }];
  if (node.type !== "element") return node.type === "text" ? [node] : [];
  const children = node.children.flatMap((child) => policed(child, options)) as ElementContent[];
  if (!ALLOWED.has(node.tagName)) return children;
  const element: Element = { ...node, children };
  if (node.tagName === "a") {
    const href = typeof node.properties.href === "string" ? safeHref(node.properties.href, options) : null;
    if (href === null) return children;
    element.properties = { ...node.properties, href };
  }
  const heading = /^h([1-6])$/.exec(node.tagName);
  if (heading) element.tagName = `h${Math.min(6, Number(heading[1]) + (options.headingShift ?? 0))}`;
  return [element];
}

/**
 * The site's rules on a markdown tree (hast): raw HTML as text, images and anything else outside ALLOWED dropped
 * for their content, a link kept only if `safeHref` allows its target, headings moved down by `headingShift`.
 * The page (components/markdown/Markdown.tsx, as a rehype plugin of react-markdown) and the HTML of structured data
 * (`siteMarkdownHtml`) apply the same rules to the same parse, so they always say the same.
 */
export function applySitePolicy(tree: Root, options: SiteMarkdownOptions = {}): Root {
  tree.children = tree.children.flatMap((child) => policed(child, options));
  return tree;
}

/** The rehype plugin form of applySitePolicy, for react-markdown's `rehypePlugins`. */
export const rehypeSitePolicy = (options: SiteMarkdownOptions = {}) => (tree: Root) => applySitePolicy(tree, options);

/**
 * Markdown as the page renders it, serialised as HTML: CommonMark by micromark (`mdast-util-from-markdown`), the
 * tree react-markdown builds from it (`mdast-util-to-hast`, raw HTML kept as a node for the policy to turn into
 * text), the site's policy, then `hast-util-to-html`.
 */
export function siteMarkdownHtml(markdown: string, options: SiteMarkdownOptions = {}): string {
  const tree = toHast(fromMarkdown(markdown), { allowDangerousHtml: true }) as Root;
  return toHtml(applySitePolicy(tree, options));
}
