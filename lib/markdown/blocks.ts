import { safeHref } from "./links";

/**
 * A small markdown reader for text that arrives in the browser (the in-app pages). react-markdown would add
 * about 35 kB to those pages for the handful of constructs the operator's content uses, so this covers
 * headings, paragraphs, lists, quotes, rules, code, emphasis and links, and reads anything else as plain text.
 * The result is data: it is rendered as React elements, never as HTML, so nothing in the text can run.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong" | "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "quote"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "rule" };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s*>\s?(.*)$/;
const FENCE = /^\s*(```|~~~)/;

/** Splits markdown text into blocks; lines that belong to no other block join the paragraph they are in. */
export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let index = 0;

  const collect = (pattern: RegExp): string[] => {
    const taken: string[] = [];
    for (let match; index < lines.length && (match = pattern.exec(lines[index] ?? "")); index++) taken.push(match[1] ?? "");
    return taken;
  };

  while (index < lines.length) {
    const line = lines[index] ?? "";
    const heading = HEADING.exec(line);
    if (line.trim() === "") {
      index++;
    } else if (FENCE.test(line)) {
      const fence = FENCE.exec(line)?.[1] ?? "```";
      const body: string[] = [];
      for (index++; index < lines.length && !(lines[index] ?? "").trim().startsWith(fence); index++) body.push(lines[index] ?? "");
      index++;
      blocks.push({ kind: "code", text: body.join("\n") });
    } else if (heading) {
      blocks.push({ kind: "heading", level: (heading[1] ?? "#").length as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(heading[2] ?? "") });
      index++;
    } else if (RULE.test(line)) {
      blocks.push({ kind: "rule" });
      index++;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      blocks.push({ kind: "list", ordered, items: collect(ordered ? NUMBERED : BULLET).map(parseInline) });
    } else if (QUOTE.test(line)) {
      blocks.push({ kind: "quote", children: parseInline(collect(QUOTE).join(" ")) });
    } else {
      const text: string[] = [];
      const startsBlock = (next: string) =>
        next.trim() === "" || HEADING.test(next) || FENCE.test(next) || RULE.test(next) || BULLET.test(next) || NUMBERED.test(next) || QUOTE.test(next);
      do text.push((lines[index] ?? "").trim());
      while (++index < lines.length && !startsBlock(lines[index] ?? ""));
      blocks.push({ kind: "paragraph", children: parseInline(text.join(" ")) });
    }
  }
  return blocks;
}

// Earliest match wins; at the same position the order here decides (** before *).
const INLINE = [
  { kind: "code", pattern: /`([^`]+)`/ },
  { kind: "link", pattern: /\[([^\]]*)\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)>?(?:\s+"[^"]*")?\s*\)/ },
  { kind: "strong", pattern: /\*\*(?=\S)(.+?)\*\*|__(?=\S)(.+?)__/ },
  { kind: "em", pattern: /\*(?=\S)(.+?)\*|\b_(?=\S)(.+?)_\b/ },
] as const;

/** Reads emphasis, code spans and links in a line of text; a link with an unsafe target keeps only its text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    let best: { kind: (typeof INLINE)[number]["kind"]; match: RegExpExecArray } | undefined;
    for (const { kind, pattern } of INLINE) {
      const match = pattern.exec(rest);
      if (match && (!best || match.index < best.match.index)) best = { kind, match };
    }
    if (!best) break;
    const { kind, match } = best;
    if (match.index > 0) out.push({ kind: "text", text: rest.slice(0, match.index) });
    const inner = match[1] ?? match[2] ?? "";
    if (kind === "code") out.push({ kind, text: inner });
    else if (kind === "link") {
      // The operator writes this text, so links to pages of this site are kept like web and mail links.
      const href = safeHref(match[2] ?? "", { sitePaths: true });
      const children = parseInline(inner);
      if (href) out.push({ kind, href, children });
      else out.push(...children);
    } else out.push({ kind, children: parseInline(inner) });
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) out.push({ kind: "text", text: rest });
  return out;
}
