import { siteMarkdownHtml, type SiteMarkdownOptions } from "@/lib/markdown/site-tree";

type Props = SiteMarkdownOptions & {
  children: string;
  /** The wrapper's class: "prose" unless given; "" for text already inside a prose block. */
  className?: string;
};

/**
 * Long markdown that never changes in the browser (terms), as one HTML string rather than React elements: the
 * page's payload carries it as one text row instead of an element tree, and hydration skips it, where each clause
 * was a React element to rebuild (issue 39: /10k's terms were 40% of its markup and payload). The same parse and
 * rules as Markdown (lib/markdown/site-tree.ts), so the HTML is the same.
 */
export function MarkdownHtml({ children, className = "prose", ...options }: Props) {
  return <div className={className || undefined} dangerouslySetInnerHTML={{ __html: siteMarkdownHtml(children, options) }} />;
}
