import { safeHref } from "./links";

/** Inline content: text, emphasis, code spans and links. Raw HTML, images and autolinks stay text. */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong" | "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; title?: string; children: Inline[] };

const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/u;
const ESCAPABLE = /[!-/:-@[-`{-~]/;

/** CommonMark's flanking rules for a delimiter run between `before` and `after` ("" at the line's ends). */
function flanking(before: string, after: string) {
  const spaceBefore = before === "" || WHITESPACE.test(before);
  const spaceAfter = after === "" || WHITESPACE.test(after);
  const punctBefore = PUNCTUATION.test(before);
  const punctAfter = PUNCTUATION.test(after);
  const left = !spaceAfter && (!punctAfter || spaceBefore || punctBefore);
  const right = !spaceBefore && (!punctBefore || spaceAfter || punctAfter);
  return { left, right, punctBefore, punctAfter };
}

function canOpen(char: string, before: string, after: string): boolean {
  const f = flanking(before, after);
  return char === "*" ? f.left : f.left && (!f.right || f.punctBefore);
}

function canClose(char: string, before: string, after: string): boolean {
  const f = flanking(before, after);
  return char === "*" ? f.right : f.right && (!f.left || f.punctAfter);
}

/** The end of the code span opening at `start` (a run of n backticks closed by exactly n), or -1. */
function codeSpanEnd(text: string, start: number, run: number): number {
  const fence = "`".repeat(run);
  for (let at = text.indexOf(fence, start + run); at !== -1; at = text.indexOf(fence, at + 1)) {
    if (text[at - 1] !== "`" && text[at + run] !== "`") return at;
    while (text[at + 1] === "`") at++;
  }
  return -1;
}

/** The backtick run at `at`: its length, and where its closing run starts (-1 when it has none). */
function backtickRun(text: string, at: number): { run: number; end: number } {
  let run = 1;
  while (text[at + run] === "`") run++;
  return { run, end: codeSpanEnd(text, at, run) };
}

/** The index after the code span at `at`, or after its backticks when they open none. */
function pastCode(text: string, at: number): number {
  const { run, end } = backtickRun(text, at);
  return end === -1 ? at + run : end + run;
}

const LINK_TAIL = /^\(\s*(?:<([^<>\n]*)>|((?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*))(?:\s+("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'))?\s*\)/;

/** The index of the `]` closing the link text that opens at `start`, skipping code spans and nested brackets. */
function closingBracket(text: string, start: number): number {
  let depth = 0;
  for (let at = start + 1; at < text.length; at++) {
    const char = text[at];
    if (char === "\\") at++;
    else if (char === "`") at = pastCode(text, at) - 1;
    else if (char === "[") depth++;
    else if (char === "]") {
      if (depth === 0) return at;
      depth--;
    }
  }
  return -1;
}

const unescape = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, "$1");

/**
 * Reads inline markdown: backslash escapes, code spans, links (inline form, with a title) and emphasis by
 * CommonMark's flanking rules, the nearest closer of the same character ending each opener. A link whose
 * target `safeHref` refuses keeps only its text.
 */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) out.push({ kind: "text", text: plain });
    plain = "";
  };

  for (let at = 0; at < text.length; ) {
    const char = text[at]!;
    if (char === "\\" && ESCAPABLE.test(text[at + 1] ?? "")) {
      plain += text[at + 1];
      at += 2;
      continue;
    }
    if (char === "`") {
      const { run, end } = backtickRun(text, at);
      if (end === -1) {
        plain += "`".repeat(run);
        at += run;
        continue;
      }
      let code = text.slice(at + run, end).replace(/\n/g, " ");
      if (code.length > 2 && code.startsWith(" ") && code.endsWith(" ") && code.trim() !== "") code = code.slice(1, -1);
      flush();
      out.push({ kind: "code", text: code });
      at = end + run;
      continue;
    }
    if (char === "[") {
      const close = closingBracket(text, at);
      const tail = close === -1 ? null : LINK_TAIL.exec(text.slice(close + 1));
      if (tail) {
        const children = parseInline(text.slice(at + 1, close));
        const href = safeHref(unescape(tail[1] ?? tail[2] ?? ""), { sitePaths: true });
        flush();
        if (href) out.push({ kind: "link", href, ...(tail[3] ? { title: unescape(tail[3].slice(1, -1)) } : {}), children });
        else out.push(...children);
        at = close + 1 + tail[0].length;
        continue;
      }
    }
    if (char === "*" || char === "_") {
      let run = 1;
      while (text[at + run] === char) run++;
      const before = text[at - 1] ?? "";
      if (canOpen(char, before, text[at + run] ?? "")) {
        const emphasis = closeEmphasis(text, at, run, char);
        if (emphasis) {
          flush();
          plain = char.repeat(run - emphasis.size);
          flush();
          out.push({ kind: emphasis.size === 2 ? "strong" : "em", children: parseInline(text.slice(at + run, emphasis.close)) });
          at = emphasis.close + emphasis.size;
          continue;
        }
      }
      plain += char.repeat(run);
      at += run;
      continue;
    }
    plain += char;
    at++;
  }
  flush();
  return out;
}

/** The nearest closer for the opener run at `start`: strong when both runs are at least two long, else emphasis. */
function closeEmphasis(text: string, start: number, run: number, char: string): { close: number; size: 1 | 2 } | null {
  let inner = 0;
  for (let at = start + run; at < text.length; ) {
    const c = text[at];
    if (c === "\\") {
      at += 2;
      continue;
    }
    if (c === "`") {
      at = pastCode(text, at);
      continue;
    }
    if (c !== char) {
      at++;
      continue;
    }
    let length = 1;
    while (text[at + length] === char) length++;
    const before = text[at - 1] ?? "";
    const after = text[at + length] ?? "";
    if (canClose(char, before, after)) {
      // An inner opener of the same character takes the first closer after it (**bar** inside *…*).
      if (inner === 0) return { close: at, size: run >= 2 && length >= 2 ? 2 : 1 };
      inner--;
    } else if (canOpen(char, before, after)) inner++;
    at += length;
  }
  return null;
}
