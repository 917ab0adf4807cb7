import fs from "node:fs";
import { parseBlocks, parseInline } from "./blocks";

describe("parseBlocks", () => {
  it("reads headings, paragraphs joined across lines, lists, quotes, rules and fenced code", () => {
    const text = "# Day Pass\n\nOne price,\nall day.\n\n## Steps\n1. Open the app\n2. Tap **Pass**\n\n- one\n* two\n\n> Ride kind\n\n---\n\n```\n<b>raw</b>\n```";
    expect(parseBlocks(text)).toEqual([
      { kind: "heading", level: 1, children: [{ kind: "text", text: "Day Pass" }] },
      { kind: "paragraph", children: [{ kind: "text", text: "One price,\nall day." }] },
      { kind: "heading", level: 2, children: [{ kind: "text", text: "Steps" }] },
      {
        kind: "list",
        ordered: true,
        start: 1,
        tight: true,
        items: [
          [{ kind: "paragraph", children: [{ kind: "text", text: "Open the app" }] }],
          [{ kind: "paragraph", children: [{ kind: "text", text: "Tap " }, { kind: "strong", children: [{ kind: "text", text: "Pass" }] }] }],
        ],
      },
      { kind: "list", ordered: false, start: 1, tight: true, items: [[{ kind: "paragraph", children: [{ kind: "text", text: "one" }] }]] },
      { kind: "list", ordered: false, start: 1, tight: true, items: [[{ kind: "paragraph", children: [{ kind: "text", text: "two" }] }]] },
      { kind: "quote", children: [{ kind: "paragraph", children: [{ kind: "text", text: "Ride kind" }] }] },
      { kind: "rule" },
      { kind: "code", text: "<b>raw</b>\n" },
    ]);
  });

  it("ends a paragraph where a list or heading starts without a blank line", () => {
    expect(parseBlocks("Before\n- item\n\nAfter\n## Next").map((block) => block.kind)).toEqual(["paragraph", "list", "paragraph", "heading"]);
  });

  it("reads a GFM table: header, alignment from the delimiter row, escaped pipes, inline content and ragged rows", () => {
    const [table] = parseBlocks("| Pass | Price | Note |\n|:--|--:|:-:|\n| 3 Day | $25.00 | a \\| b |\n| **7 Day** |\n| 30 Day | $89.80 | best | extra |");
    expect(table).toEqual({
      kind: "table",
      align: ["left", "right", "center"],
      head: [[{ kind: "text", text: "Pass" }], [{ kind: "text", text: "Price" }], [{ kind: "text", text: "Note" }]],
      rows: [
        [[{ kind: "text", text: "3 Day" }], [{ kind: "text", text: "$25.00" }], [{ kind: "text", text: "a | b" }]],
        [[{ kind: "strong", children: [{ kind: "text", text: "7 Day" }] }], [], []],
        [[{ kind: "text", text: "30 Day" }], [{ kind: "text", text: "$89.80" }], [{ kind: "text", text: "best" }]],
      ],
    });
  });

  it("reads the in-app price tables as tables", () => {
    for (const file of ["go-pass", "student-plan"]) {
      const blocks = parseBlocks(fs.readFileSync(`content/facade/app-info/${file}.md`, "utf8"));
      const tables = blocks.filter((block) => block.kind === "table");
      expect(tables).toHaveLength(1);
      expect(blocks.some((block) => block.kind === "paragraph" && JSON.stringify(block).includes("|"))).toBe(false);
    }
  });

  it("keeps raw HTML as text", () => {
    expect(parseBlocks("<script>alert(1)</script>")).toEqual([{ kind: "paragraph", children: [{ kind: "text", text: "<script>alert(1)</script>" }] }]);
  });

  it("reads an empty or blank text as no blocks", () => {
    expect(parseBlocks("")).toEqual([]);
    expect(parseBlocks(" \n\r\n ")).toEqual([]);
  });
});

describe("parseInline", () => {
  it("reads emphasis, code spans and nested links", () => {
    expect(parseInline("Use *one* `code` and [the **app**](https://flamingoscooters.co.nz/ride).")).toEqual([
      { kind: "text", text: "Use " },
      { kind: "em", children: [{ kind: "text", text: "one" }] },
      { kind: "text", text: " " },
      { kind: "code", text: "code" },
      { kind: "text", text: " and " },
      {
        kind: "link",
        href: "https://flamingoscooters.co.nz/ride",
        children: [{ kind: "text", text: "the " }, { kind: "strong", children: [{ kind: "text", text: "app" }] }],
      },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps mail links and drops unsafe targets to their text", () => {
    expect(parseInline("[mail](mailto:hello@flamingoscooters.co.nz)")).toEqual([
      { kind: "link", href: "mailto:hello@flamingoscooters.co.nz", children: [{ kind: "text", text: "mail" }] },
    ]);
    expect(parseInline("[click](javascript:alert(1)) now")).toEqual([{ kind: "text", text: "click now" }]);
    expect(parseInline("[Prices](/promo/auckland-go-pass)")).toEqual([{ kind: "link", href: "/promo/auckland-go-pass", children: [{ kind: "text", text: "Prices" }] }]);
    expect(parseInline("[x](//evil.example)")).toEqual([{ kind: "text", text: "x" }]);
  });

  it("leaves snake_case words and lone asterisks alone", () => {
    expect(parseInline("a snake_case_name and 5 * 3")).toEqual([{ kind: "text", text: "a snake_case_name and 5 * 3" }]);
  });
});
