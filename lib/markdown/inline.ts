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
 * Work left for one text's look-aheads (a link's closing bracket, a code span's end). Text from the API may be
 * hostile: `"[a ".repeat(14000)` has 14,000 brackets and no closer, and scanning to the end for each is quadratic.
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

/** Raw HTML tags and autolinks: shown as text, but atomic, so a `*` or `_` inside one delimits nothing (spec rule 17). */
const ATTRIBUTE = String.raw`(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>\x60]+|'[^']*'|"[^"]*"))?)`;
const RAW_ATOM = new RegExp(
  String.raw`^(?:<[A-Za-z][A-Za-z0-9-]*${ATTRIBUTE}*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>|<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>|<[\w.!#$%&'*+/=?^\x60{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*>)`,
);

/** A piece of the inline list while emphasis is resolved: a finished inline, or a run of `*` or `_` still open to use. */
type Piece = {
  inline?: Inline;
  run?: Delimiter;
  /** For emphasis: its first and last piece, and the delimiter characters it used. */
  content?: [Piece, Piece];
  marks?: string;
  prev: Piece | null;
  next: Piece | null;
};
/** A delimiter run on the stack (CommonMark's "delimiter run"): `count` of its `length` characters not yet used. */
type Delimiter = { piece: Piece; char: string; count: number; length: number; opens: boolean; closes: boolean; prev: Delimiter | null; next: Delimiter | null };

/**
 * Reads inline markdown: backslash escapes, code spans, links (inline form, with a title), raw HTML and autolinks as
 * text, and emphasis by CommonMark's delimiter-run algorithm (spec section 6.2 and appendix "Processing emphasis":
 * the flanking rules, the rule of three, the nearest opener, strong before emphasis). A link whose target `safeHref`
 * refuses keeps only its text. Time is linear in the text's length (see Budget; the openers' search is bounded as
 * the spec's appendix bounds it).
 */
export function parseInline(text: string): Inline[] {
  return readInline(text, { left: WORK_PER_CHARACTER * text.length + 256 }, 0);
}

function readInline(text: string, budget: Budget, depth: number): Inline[] {
  const nests = depth < MAX_NESTING;
  // Where a look-ahead found no `]` at all: a later `[` need not look again.
  let noBracketAfter = Infinity;
  const head: Piece = { inline: undefined, run: undefined, content: undefined, prev: null, next: null };
  let tail = head;
  let top: Delimiter | null = null;
  let plain = "";
  const append = (piece: Omit<Piece, "prev" | "next">) => {
    const linked: Piece = { inline: piece.inline, run: piece.run, content: undefined, prev: tail, next: null };
    tail.next = linked;
    tail = linked;
    return linked;
  };
  const flush = () => {
    if (plain) append({ inline: { kind: "text", text: plain } });
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
      append({ inline: { kind: "code", text: code } });
      at = end + run;
      continue;
    }
    if (char === "<") {
      const atom = RAW_ATOM.exec(text.slice(at, at + 2048));
      if (atom) {
        plain += atom[0];
        at += atom[0].length;
        continue;
      }
    }
    if (char === "[" && nests && at < noBracketAfter) {
      const found = closingBracket(text, at, budget);
      if (found === "none") noBracketAfter = at;
      const close = typeof found === "number" ? found : -1;
      const linkTail = close === -1 ? null : LINK_TAIL.exec(text.slice(close + 1));
      if (linkTail) {
        const children = readInline(text.slice(at + 1, close), budget, depth + 1);
        const href = safeHref(unescape(linkTail[1] ?? linkTail[2] ?? ""), { sitePaths: true });
        flush();
        if (href) append({ inline: { kind: "link", href, ...(linkTail[3] ? { title: unescape(linkTail[3].slice(1, -1)) } : {}), children } });
        else for (const child of children) append({ inline: child });
        at = close + 1 + linkTail[0].length;
        continue;
      }
    }
    if (char === "*" || char === "_") {
      let length = 1;
      while (text[at + length] === char) length++;
      const before = text[at - 1] ?? "";
      const after = text[at + length] ?? "";
      const opens = canOpen(char, before, after);
      const closes = canClose(char, before, after);
      if (opens || closes) {
        flush();
        const piece = append({});
        const run: Delimiter = { piece, char, count: length, length, opens, closes, prev: top, next: null };
        piece.run = run;
        if (top) top.next = run;
        top = run;
      } else plain += char.repeat(length);
      at += length;
      continue;
    }
    plain += char;
    at++;
  }
  flush();
  resolveEmphasis(top);
  return toInlines(head.next, depth);
}

/** Unlinks a delimiter from the stack (its characters stay, as text). */
function dropDelimiter(run: Delimiter) {
  if (run.prev) run.prev.next = run.next;
  if (run.next) run.next.prev = run.prev;
}

/** Unlinks a piece from the inline list. */
function dropPiece(piece: Piece) {
  if (piece.prev) piece.prev.next = piece.next;
  if (piece.next) piece.next.prev = piece.prev;
}

/** CommonMark's "process emphasis" over the whole stack, whose top is `top`. */
function resolveEmphasis(top: Delimiter | null) {
  let bottom: Delimiter | null = top;
  while (bottom?.prev) bottom = bottom.prev;
  let closer = bottom;
  // Per character, whether the closer can also open, and its length modulo 3: where the last failed search stopped.
  const openersBottom = new Map<string, Delimiter | null>();
  while (closer) {
    if (!closer.closes) {
      closer = closer.next;
      continue;
    }
    const key = `${closer.char}${closer.opens ? 1 : 0}${closer.length % 3}`;
    const floor = openersBottom.has(key) ? openersBottom.get(key)! : undefined;
    let opener = closer.prev;
    let found = false;
    while (opener && opener !== floor) {
      if (opener.char === closer.char && opener.opens) {
        // The rule of three: a run that can both open and close pairs only if the lengths' sum is not a multiple of
        // three, unless both are.
        const odd = (closer.opens || opener.closes) && (opener.length + closer.length) % 3 === 0 && !(opener.length % 3 === 0 && closer.length % 3 === 0);
        if (!odd) {
          found = true;
          break;
        }
      }
      opener = opener.prev;
    }
    if (!found || !opener) {
      openersBottom.set(key, closer.prev);
      const next: Delimiter | null = closer.next;
      if (!closer.opens) dropDelimiter(closer);
      closer = next;
      continue;
    }
    const use = opener.count >= 2 && closer.count >= 2 ? 2 : 1;
    opener.count -= use;
    closer.count -= use;
    // Everything between the two runs becomes the emphasis' content, and the delimiters in it plain text.
    const first = opener.piece.next!;
    const last = closer.piece.prev!;
    const wrapped: Piece = { inline: { kind: use === 2 ? "strong" : "em", children: [] }, run: undefined, content: [first, last], marks: closer.char.repeat(use), prev: opener.piece, next: closer.piece };
    first.prev = null;
    last.next = null;
    opener.piece.next = wrapped;
    closer.piece.prev = wrapped;
    opener.next = closer;
    closer.prev = opener;
    if (opener.count === 0) {
      dropPiece(opener.piece);
      dropDelimiter(opener);
    }
    if (closer.count === 0) {
      dropPiece(closer.piece);
      const next: Delimiter | null = closer.next;
      dropDelimiter(closer);
      closer = next;
    }
  }
}

/** The resolved list as inlines: runs left over as their characters, neighbouring text joined. */
function toInlines(first: Piece | null, depth: number): Inline[] {
  const out: Inline[] = [];
  const text = (value: string) => {
    const last = out.at(-1);
    if (last?.kind === "text") last.text += value;
    else out.push({ kind: "text", text: value });
  };
  // Nested deeper than any content needs (and each level a frame of the renderer): read as text with its
  // delimiters, by a loop rather than recursion, so 20,000 nested runs cannot overflow the stack.
  if (depth > MAX_NESTING) {
    const stack: (Piece | string | null)[] = [first];
    while (stack.length > 0) {
      const piece = stack.pop();
      if (typeof piece === "string") text(piece);
      if (!piece || typeof piece === "string") continue;
      stack.push(piece.next);
      if (piece.run) {
        if (piece.run.count > 0) text(piece.run.char.repeat(piece.run.count));
      } else if (piece.content) {
        text(piece.marks!);
        stack.push(piece.marks!, piece.content[0]);
      } else if (piece.inline?.kind === "text") text(piece.inline.text);
      else if (piece.inline) out.push(piece.inline);
    }
    return out;
  }
  for (let piece = first; piece; piece = piece.next) {
    if (piece.run) {
      if (piece.run.count > 0) text(piece.run.char.repeat(piece.run.count));
    } else if (piece.content && (piece.inline?.kind === "em" || piece.inline?.kind === "strong")) {
      const children = toInlines(piece.content[0], depth + 1);
      if (depth + 1 > MAX_NESTING) {
        text(piece.marks!);
        for (const child of children) if (child.kind === "text") text(child.text); else out.push(child);
        text(piece.marks!);
      } else out.push({ kind: piece.inline.kind, children });
    } else if (piece.inline?.kind === "text") text(piece.inline.text);
    else if (piece.inline) out.push(piece.inline);
  }
  return out;
}
