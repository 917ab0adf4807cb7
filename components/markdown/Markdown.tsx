import ReactMarkdown from "react-markdown";
import { rehypeSitePolicy } from "@/lib/markdown/site-tree";
import type { LinkPolicy } from "@/lib/markdown/links";

type Props = LinkPolicy & {
  children: string;
  /** How many levels to move headings down so they nest under the page's own (## inside an h3 block → 2). */
  headingShift?: 0 | 1 | 2 | 3 | 4 | 5;
  /** The wrapper's class: "prose" unless given; "" for text already inside a prose block. */
  className?: string;
};

/** The policy has already kept only safe targets (lib/markdown/links.ts), tel: included, which react-markdown's default drops. */
const keepUrl = (url: string) => url;

/**
 * Renders markdown on the server as safe HTML: raw HTML is shown as text and never executed, images are
 * dropped, and a link keeps its href only if `safeHref` allows it (otherwise just its text remains). The rules are
 * lib/markdown/site-tree.ts, which the structured data's HTML shares.
 */
export function Markdown({ children, headingShift = 0, sitePaths = false, className = "prose" }: Props) {
  return (
    <div className={className || undefined}>
      <ReactMarkdown rehypePlugins={[[rehypeSitePolicy, { sitePaths, headingShift }]]} urlTransform={keepUrl}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
