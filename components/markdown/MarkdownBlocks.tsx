import type { ReactNode } from "react";
import { parseBlocks, type Block, type Inline } from "@/lib/markdown/blocks";

function inline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return node.text;
      case "code":
        return <code key={index}>{node.text}</code>;
      case "strong":
        return <strong key={index}>{inline(node.children)}</strong>;
      case "em":
        return <em key={index}>{inline(node.children)}</em>;
      case "link":
        return (
          <a key={index} href={node.href} rel="noopener noreferrer">
            {inline(node.children)}
          </a>
        );
    }
  });
}

function block(node: Block, index: number): ReactNode {
  switch (node.kind) {
    case "heading": {
      const Tag = `h${node.level}` as const;
      return <Tag key={index}>{inline(node.children)}</Tag>;
    }
    case "paragraph":
      return <p key={index}>{inline(node.children)}</p>;
    case "quote":
      return (
        <blockquote key={index}>
          <p>{inline(node.children)}</p>
        </blockquote>
      );
    case "code":
      return (
        <pre key={index}>
          <code>{node.text}</code>
        </pre>
      );
    case "rule":
      return <hr key={index} />;
    case "list": {
      const List = node.ordered ? "ol" : "ul";
      return (
        <List key={index}>
          {node.items.map((item, itemIndex) => (
            <li key={itemIndex}>{inline(item)}</li>
          ))}
        </List>
      );
    }
  }
}

/**
 * Markdown that arrives in the browser, rendered with the small reader in lib/markdown/blocks rather than
 * react-markdown, which would weigh more than the rest of the page. Server-side text uses Markdown.tsx.
 */
export function MarkdownBlocks({ children }: { children: string }) {
  return <>{parseBlocks(children).map(block)}</>;
}
