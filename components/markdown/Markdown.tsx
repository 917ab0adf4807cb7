import Link from "next/link";
import ReactMarkdown, { type Components } from "react-markdown";
import { isSitePath, safeUrl } from "@/lib/markdown/safe-url";

const components: Components = {
  a: ({ href, children }) =>
    href && isSitePath(href) ? (
      <Link href={href}>{children}</Link>
    ) : (
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    ),
};

/**
 * Renders editors' markdown without raw HTML and with only web, mail and site links. Server-rendered on
 * content pages; it also works when a client component imports it, as the in-app pages do.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown skipHtml urlTransform={(url) => safeUrl(url)} components={components}>
      {children}
    </ReactMarkdown>
  );
}
