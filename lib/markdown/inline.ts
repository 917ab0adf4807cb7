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

/** A character's class for the flanking rules; ASCII from a table, the rest by Unicode property (slower). */
const ASCII_CLASS = Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  return WHITESPACE.test(char) ? "space" : PUNCTUATION.test(char) ? "punctuation" : "other";
});
const classOf = (char: string) =>
  char === "" ? "space" : char.charCodeAt(0) < 128 ? ASCII_CLASS[char.charCodeAt(0)]! : WHITESPACE.test(char) ? "space" : PUNCTUATION.test(char) ? "punctuation" : "other";

/** CommonMark's flanking rules for a delimiter run between `before` and `after` ("" at the line's ends). */
function flanking(before: string, after: string) {
  const classBefore = classOf(before);
  const classAfter = classOf(after);
  const spaceBefore = classBefore === "space";
  const spaceAfter = classAfter === "space";
  const punctBefore = classBefore === "punctuation";
  const punctAfter = classAfter === "punctuation";
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

/**
 * Work left for one text's look-aheads (a closer for each opener, a bracket, a code span's end). Text from the API
 * may be hostile: `"*a ".repeat(14000)` has 14,000 openers and no closer, and scanning to the end for each took 13 s.
 * With a budget proportional to the text, reading stays linear; once spent, what is left unmatched stays text.
 * Ordinary text spends a small part of it.
 */
type Budget = { left: number };
const WORK_PER_CHARACTER = 8;
/** Emphasis and links nested deeper than this stay text: no content needs it, and each level re-reads its text. */
const MAX_NESTING = 16;

/** The end of the code span opening at `start` (a run of n backticks closed by exactly n), or -1. */
function codeSpanEnd(text: string, start: number, run: number, budget: Budget): number {
  const fence = "`".repeat(run);
  let end = -1;
  for (let at = text.indexOf(fence, start + run); at !== -1; at = text.indexOf(fence, at + 1)) {
    if (text[at - 1] !== "`" && text[at + run] !== "`") {
      end = at;
      break;
    }
    while (text[at + 1] === "`") at++;
  }
  budget.left -= (end === -1 ? text.length : end) - start;
  return budget.left < 0 ? -1 : end;
}

/** The backtick run at `at`: its length, and where its closing run starts (-1 when it has none). */
function backtickRun(text: string, at: number, budget: Budget): { run: number; end: number } {
  let run = 1;
  while (text[at + run] === "`") run++;
  return { run, end: codeSpanEnd(text, at, run, budget) };
}

/** The index after the code span at `at`, or after its backticks when they open none. */
function pastCode(text: string, at: number, budget: Budget): number {
  const { run, end } = backtickRun(text, at, budget);
  return end === -1 ? at + run : end + run;
}

const LINK_TAIL = /^\(\s*(?:<([^<>\n]*)>|((?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*))(?:\s+("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'))?\s*\)/;

/**
 * The index of the `]` closing the link text that opens at `start`, skipping code spans and nested brackets; -1 when
 * none is free, "none" when there is no `]` after it at all (so no later `[` can close either).
 */
function closingBracket(text: string, start: number, budget: Budget): number | "none" {
  let depth = 0;
  let seen = false;
  for (let at = start + 1; at < text.length; at++) {
    if (--budget.left < 0) return -1;
    const char = text[at];
    if (char === "\\") at++;
    else if (char === "`") at = pastCode(text, at, budget) - 1;
    else if (char === "[") depth++;
    else if (char === "]") {
      if (depth === 0) return at;
      depth--;
      seen = true;
    }
  }
  return seen ? -1 : "none";
}

const unescape = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, "$1");

/**
 * Reads inline markdown: backslash escapes, code spans, links (inline form, with a title) and emphasis by
 * CommonMark's flanking rules, the nearest closer of the same character ending each opener. A link whose
 * target `safeHref` refuses keeps only its text. Time is linear in the text's length (see Budget).
 */
export function parseInline(text: string): Inline[] {
  return readInline(text, { left: WORK_PER_CHARACTER * text.length + 256 }, 0);
}

function readInline(text: string, budget: Budget, depth: number): Inline[] {
  const nests = depth < MAX_NESTING;
  // Where a look-ahead found nothing that could close at all: a later opener of the same kind need not look again.
  const hopeless = new Map<string, number>();
  const mayClose = (kind: string, at: number) => !(at > (hopeless.get(kind) ?? Infinity));
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
      const { run, end } = backtickRun(text, at, budget);
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
    if (char === "[" && nests && mayClose("]", at)) {
      const found = closingBracket(text, at, budget);
      if (found === "none") hopeless.set("]", at);
      const close = typeof found === "number" ? found : -1;
      const tail = close === -1 ? null : LINK_TAIL.exec(text.slice(close + 1));
      if (tail) {
        const children = readInline(text.slice(at + 1, close), budget, depth + 1);
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
      if (nests && mayClose(char, at) && canOpen(char, before, text[at + run] ?? "")) {
        const emphasis = closeEmphasis(text, at, run, char, budget);
        if (emphasis === "none") hopeless.set(char, at);
        if (emphasis && emphasis !== "none") {
          flush();
          plain = char.repeat(run - emphasis.size);
          flush();
          out.push({ kind: emphasis.size === 2 ? "strong" : "em", children: readInline(text.slice(at + run, emphasis.close), budget, depth + 1) });
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

/**
 * The nearest closer for the opener run at `start`: strong when both runs are at least two long, else emphasis.
 * "none" when no run after it could close at all (so no later opener can be closed either), null when none is free.
 */
function closeEmphasis(text: string, start: number, run: number, char: string, budget: Budget): { close: number; size: 1 | 2 } | "none" | null {
  let inner = 0;
  let closers = 0;
  for (let at = start + run; at < text.length; ) {
    if (--budget.left < 0) return null;
    const c = text[at];
    if (c === "\\") {
      at += 2;
      continue;
    }
    if (c === "`") {
      at = pastCode(text, at, budget);
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
      closers++;
      // An inner opener of the same character takes the first closer after it (**bar** inside *…*).
      if (inner === 0) return { close: at, size: run >= 2 && length >= 2 ? 2 : 1 };
      inner--;
    } else if (canOpen(char, before, after)) inner++;
    at += length;
  }
  return closers === 0 ? "none" : null;
}
