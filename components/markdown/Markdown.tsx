import type { ComponentPropsWithoutRef } from "react";
import ReactMarkdown, { type Components, type ExtraProps } from "react-markdown";
import { safeHref, type LinkPolicy } from "@/lib/markdown/links";

/** Everything CommonMark produces except images and raw HTML (which react-markdown turns into plain text). */
const ALLOWED = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "strong", "em", "a", "blockquote", "code", "pre", "hr", "br"];

type HeadingProps = ComponentPropsWithoutRef<"h2"> & ExtraProps;
type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** Heading components that move every level down by `shift`, built once per shift (never during render). */
const shifted: Components[] = [0, 1, 2, 3, 4, 5].map((shift) =>
  Object.fromEntries(
    ([1, 2, 3, 4, 5, 6] as const).map((level) => {
      const Tag = `h${Math.min(6, level + shift) as Level}` as const;
      // `node` is react-markdown's syntax tree node, not an HTML attribute.
      const Heading = ({ node, ...props }: HeadingProps) => {
        void node;
        return <Tag {...props} />;
      };
      Heading.displayName = `MarkdownH${level}`;
      return [`h${level}`, Heading];
    }),
  ),
);

type Props = LinkPolicy & {
  children: string;
  /** How many levels to move headings down so they nest under the page's own (## inside an h3 block → 2). */
  headingShift?: 0 | 1 | 2 | 3 | 4 | 5;
  /** The wrapper's class: "prose" unless given; "" for text already inside a prose block. */
  className?: string;
};

/**
 * Renders markdown on the server as safe HTML: raw HTML is shown as text and never executed, images are
 * dropped, and a link keeps its href only if `safeHref` allows it (otherwise just its text remains).
 */
export function Markdown({ children, headingShift = 0, sitePaths = false, className = "prose" }: Props) {
  return (
    <div className={className || undefined}>
      <ReactMarkdown
        allowedElements={ALLOWED}
        unwrapDisallowed
        allowElement={(element) => element.tagName !== "a" || typeof element.properties.href === "string"}
        urlTransform={(url, key) => (key === "href" ? safeHref(url, { sitePaths }) : null)}
        components={shifted[headingShift]}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
