import { parseInline, type Inline } from "./inline";

export { parseInline, type Inline };

/**
 * A small markdown reader for text that arrives in the browser (the in-app pages). react-markdown would add
 * about 36 kB to those pages, so this reads the CommonMark blocks the operator's content uses: ATX and setext
 * headings, paragraphs, thematic breaks, fenced and indented code, block quotes and lists (nested, tight or
 * loose), plus GitHub-flavoured tables with alignment. blocks.spec.test.ts holds it to the CommonMark and GFM
 * spec examples for each. Not read (shown as the text they are): HTML, link reference definitions, images,
 * autolinks, entities and hard line breaks. The result is data, rendered as React elements, never as HTML.
 */
export type Align = "left" | "center" | "right" | null;

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; start: number; tight: boolean; items: Block[][] }
  | { kind: "quote"; children: Block[] }
  | { kind: "code"; text: string }
  | { kind: "rule" }
  | { kind: "table"; align: Align[]; head: Inline[][]; rows: Inline[][][] };

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const LIST_ITEM = /^( {0,3})([-+*]|(\d{1,9})[.)])(?=[ \t]|$)/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const DELIMITER_CELL = /^:?-+:?$/;

/**
 * Quotes and lists nested deeper than this are read as paragraph text: each level re-reads its lines, so 5,000
 * nested `>` would otherwise cost 5,000 readings and overflow the stack. No content nests anywhere near it.
 */
const MAX_DEPTH = 16;

const isBlank = (line: string) => /^[ \t]*$/.test(line);
const indentOf = (line: string) => (/^ */.exec(line)?.[0].length ?? 0);
/** Leading tabs as four spaces each: enough for the indentation rules below. */
const untab = (line: string) => line.replace(/^[ \t]+/, (lead) => lead.replace(/\t/g, "    "));
/** Removes up to `count` leading spaces. */
const outdent = (line: string, count: number) => line.slice(Math.min(count, indentOf(line)));

function openingFence(line: string): { indent: number; fence: string } | null {
  const match = FENCE.exec(line);
  if (!match) return null;
  const [, indent = "", fence = "", info = ""] = match;
  // A backtick fence's info string may not hold a backtick (that is an inline code span instead).
  if (fence.startsWith("`") && info.includes("`")) return null;
  return { indent: indent.length, fence };
}

type ListMarker = { indent: number; bullet: string; start: number | null; contentOffset: number; rest: string };

function listMarker(line: string): ListMarker | null {
  const match = LIST_ITEM.exec(line);
  if (!match || RULE.test(line)) return null;
  const [marker, lead = "", bullet = "", digits] = match;
  const after = line.slice(marker.length);
  const spaces = indentOf(after);
  const rest = after.slice(spaces);
  // One to four spaces after the marker set the content's column; five or more mean the item opens with code.
  const gap = rest === "" || spaces > 4 ? 1 : spaces;
  return {
    indent: lead.length,
    bullet: digits === undefined ? bullet : bullet.slice(-1),
    start: digits === undefined ? null : Number(digits),
    contentOffset: marker.length + gap,
    rest: spaces > 4 ? `${" ".repeat(spaces - 1)}${rest}` : rest,
  };
}

/** True when the line starts a block that may interrupt a paragraph. */
function interruptsParagraph(line: string): boolean {
  if (ATX.test(line) || openingFence(line) || RULE.test(line) || QUOTE.test(line)) return true;
  const item = listMarker(line);
  // A list interrupts a paragraph only with content, and an ordered one only when it starts at 1.
  return item !== null && item.rest.trim() !== "" && (item.start === null || item.start === 1);
}

/** A table row's cells: split on unescaped pipes, outer pipes dropped, `\|` read as a pipe. */
function splitRow(line: string): string[] | null {
  let text = line.trim();
  if (!/(^|[^\\])\|/.test(text)) return null;
  if (text.startsWith("|")) text = text.slice(1);
  if (text.endsWith("|") && !text.endsWith("\\|")) text = text.slice(0, -1);
  const cells: string[] = [];
  let cell = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "\\" && text[index + 1] === "|") {
      cell += "|";
      index++;
    } else if (char === "|") {
      cells.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function alignOf(cell: string): Align {
  const left = cell.startsWith(":");
  const right = cell.endsWith(":");
  return left && right ? "center" : right ? "right" : left ? "left" : null;
}

/** The table that starts at this line (header, delimiter row, body rows), or null when none does. */
function readTable(lines: string[], index: number): { block: Block; next: number } | null {
  const head = splitRow(lines[index] ?? "");
  const delimiter = lines[index + 1] === undefined ? null : splitRow(lines[index + 1]!);
  if (!head || !delimiter || head.length !== delimiter.length || !delimiter.every((cell) => DELIMITER_CELL.test(cell))) return null;
  const rows: Inline[][][] = [];
  let next = index + 2;
  for (; next < lines.length; next++) {
    const line = lines[next]!;
    if (isBlank(line) || interruptsParagraph(line)) break;
    const cells = splitRow(line) ?? [line.trim()];
    rows.push(head.map((_, column) => parseInline(cells[column] ?? "")));
  }
  return { block: { kind: "table", align: delimiter.map(alignOf), head: head.map((cell) => parseInline(cell)), rows }, next };
}

/** The lines of one list item, outdented to its content, and the index after it. */
function readItem(lines: string[], index: number, marker: ListMarker): { body: string[]; next: number } {
  const body = [marker.rest];
  let next = index + 1;
  for (; next < lines.length; next++) {
    const line = lines[next]!;
    if (isBlank(line)) body.push("");
    else if (indentOf(line) >= marker.contentOffset) body.push(line.slice(marker.contentOffset));
    else if (body.at(-1) !== "" && !interruptsParagraph(line) && !listMarker(line)) {
      // A lazy continuation line: paragraph text that carries on without the item's indentation.
      body.push(line.trim());
    } else break;
  }
  while (body.length > 1 && body.at(-1) === "") body.pop();
  // An item's trailing blank lines stay between it and what follows; step back over them.
  while (next > index + 1 && isBlank(lines[next - 1] ?? "")) next--;
  return { body, next };
}

const sameList = (a: ListMarker, b: ListMarker) => a.bullet === b.bullet && (a.start === null) === (b.start === null);

function readList(lines: string[], index: number, first: ListMarker, depth: number): { block: Block; next: number } {
  const items: Block[][] = [];
  let tight = true;
  let next = index;
  let marker: ListMarker | null = first;
  while (marker) {
    const item = readItem(lines, next, marker);
    const blocks = parseLines(item.body, depth + 1);
    // An item whose blocks are separated by a blank line makes the list loose.
    if (blocks.length > 1 && item.body.some((line, at) => at > 0 && at < item.body.length - 1 && line === "")) tight = false;
    items.push(blocks);
    next = item.next;
    let after = next;
    while (after < lines.length && isBlank(lines[after]!)) after++;
    const following: ListMarker | null = after < lines.length ? listMarker(lines[after]!) : null;
    if (!following || !sameList(first, following)) break;
    if (after > next) tight = false;
    next = after;
    marker = following;
  }
  return { block: { kind: "list", ordered: first.start !== null, start: first.start ?? 1, tight, items }, next };
}

function readQuote(lines: string[], index: number, depth: number): { block: Block; next: number } {
  const inner: string[] = [];
  let next = index;
  for (; next < lines.length; next++) {
    const line = lines[next]!;
    if (QUOTE.test(line)) inner.push(line.replace(QUOTE, ""));
    else if (!isBlank(line) && !interruptsParagraph(line) && isParagraphLine(inner.at(-1))) inner.push(line);
    else break;
  }
  return { block: { kind: "quote", children: parseLines(inner, depth + 1) }, next };
}

/** Whether a quote's last line is paragraph text that a lazy line could continue. */
const isParagraphLine = (line: string | undefined) => line !== undefined && !isBlank(line) && indentOf(line) < 4 && !openingFence(line);

function parseLines(source: string[], depth = 0): Block[] {
  const nests = depth < MAX_DEPTH;
  const lines = source.map(untab);
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    const fence = openingFence(line);
    const heading = ATX.exec(line);
    const item = nests ? listMarker(line) : null;
    if (isBlank(line)) {
      index++;
    } else if (indentOf(line) >= 4) {
      const body: string[] = [];
      for (; index < lines.length && (isBlank(lines[index]!) || indentOf(lines[index]!) >= 4); index++) body.push(outdent(lines[index]!, 4));
      while (body.length && isBlank(body.at(-1)!)) body.pop();
      blocks.push({ kind: "code", text: `${body.join("\n")}\n` });
    } else if (fence) {
      const closing = new RegExp(`^ {0,3}${fence.fence[0] === "`" ? "`" : "~"}{${fence.fence.length},}[ \\t]*$`);
      const body: string[] = [];
      for (index++; index < lines.length && !closing.test(lines[index]!); index++) body.push(outdent(lines[index]!, fence.indent));
      index++;
      blocks.push({ kind: "code", text: body.length ? `${body.join("\n")}\n` : "" });
    } else if (heading) {
      const text = (heading[2] ?? "").replace(/(?:^|[ \t]+)#+$/, "");
      blocks.push({ kind: "heading", level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(text.trim()) });
      index++;
    } else if (RULE.test(line)) {
      blocks.push({ kind: "rule" });
      index++;
    } else if (nests && QUOTE.test(line)) {
      const quote = readQuote(lines, index, depth);
      blocks.push(quote.block);
      index = quote.next;
    } else if (item) {
      const list = readList(lines, index, item, depth);
      blocks.push(list.block);
      index = list.next;
    } else {
      const table = readTable(lines, index);
      if (table) {
        blocks.push(table.block);
        index = table.next;
        continue;
      }
      const text: string[] = [line.trimStart()];
      let level: 1 | 2 | null = null;
      for (index++; index < lines.length; index++) {
        const next = lines[index]!;
        const underline = SETEXT.exec(next);
        if (underline) {
          level = underline[1]!.startsWith("=") ? 1 : 2;
          index++;
          break;
        }
        if (isBlank(next) || interruptsParagraph(next)) break;
        text.push(next.trimStart());
      }
      const children = parseInline(text.join("\n").trimEnd());
      blocks.push(level ? { kind: "heading", level, children } : { kind: "paragraph", children });
    }
  }
  return blocks;
}

/** Splits markdown text into blocks. */
export function parseBlocks(markdown: string): Block[] {
  return parseLines(markdown.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n"));
}
