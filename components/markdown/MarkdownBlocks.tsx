import type { CSSProperties, ReactNode } from "react";
import { parseBlocks, type Align, type Block, type Inline } from "@/lib/markdown/blocks";
import styles from "./MarkdownBlocks.module.css";

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
          <a key={index} href={node.href} title={node.title} rel="noopener noreferrer">
            {inline(node.children)}
          </a>
        );
    }
  });
}

/** Plain text of cells, for the table's accessible name. */
const plainText = (nodes: Inline[]): string => nodes.map((node) => (node.kind === "text" || node.kind === "code" ? node.text : plainText(node.children))).join("");

const alignment = (align: Align): CSSProperties | undefined => (align ? { textAlign: align } : undefined);

function table(node: Extract<Block, { kind: "table" }>, key: number): ReactNode {
  return (
    // Wide tables scroll sideways inside this region rather than widening the page; it takes focus so the
    // keyboard can scroll it, and its name says which table it is.
    <div key={key} className={styles.scroll} role="region" tabIndex={0} aria-label={`Table: ${node.head.map(plainText).join(", ")}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            {node.head.map((cell, column) => (
              <th key={column} scope="col" style={alignment(node.align[column] ?? null)}>
                {inline(cell)}
              </th>
            ))}
          </tr>
        </thead>
        {node.rows.length ? (
          <tbody>
            {node.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, column) => (
                  <td key={column} style={alignment(node.align[column] ?? null)}>
                    {inline(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ) : null}
      </table>
    </div>
  );
}

/** `tight`: paragraphs inside a tight list item are not wrapped in <p>, as CommonMark renders them. */
function block(node: Block, index: number, tight = false): ReactNode {
  switch (node.kind) {
    case "heading": {
      const Tag = `h${node.level}` as const;
      return <Tag key={index}>{inline(node.children)}</Tag>;
    }
    case "paragraph":
      return tight ? inline(node.children) : <p key={index}>{inline(node.children)}</p>;
    case "quote":
      return <blockquote key={index}>{node.children.map((child, at) => block(child, at))}</blockquote>;
    case "code":
      return (
        <pre key={index}>
          <code>{node.text}</code>
        </pre>
      );
    case "rule":
      return <hr key={index} />;
    case "table":
      return table(node, index);
    case "list": {
      const List = node.ordered ? "ol" : "ul";
      return (
        <List key={index} start={node.ordered && node.start !== 1 ? node.start : undefined}>
          {node.items.map((item, itemIndex) => (
            <li key={itemIndex}>{item.map((child, at) => block(child, at, node.tight))}</li>
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
  return <>{parseBlocks(children).map((node, index) => block(node, index))}</>;
}
