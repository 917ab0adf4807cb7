import { parseBlocks, parseInline } from "./blocks";

describe("parseBlocks", () => {
  it("reads headings, paragraphs joined across lines, lists, quotes, rules and fenced code", () => {
    const text = "# Day Pass\n\nOne price,\nall day.\n\n## Steps\n1. Open the app\n2. Tap **Pass**\n\n- one\n* two\n\n> Ride kind\n\n---\n\n```\n<b>raw</b>\n```";
    expect(parseBlocks(text)).toEqual([
      { kind: "heading", level: 1, children: [{ kind: "text", text: "Day Pass" }] },
      { kind: "paragraph", children: [{ kind: "text", text: "One price, all day." }] },
      { kind: "heading", level: 2, children: [{ kind: "text", text: "Steps" }] },
      {
        kind: "list",
        ordered: true,
        items: [[{ kind: "text", text: "Open the app" }], [{ kind: "text", text: "Tap " }, { kind: "strong", children: [{ kind: "text", text: "Pass" }] }]],
      },
      { kind: "list", ordered: false, items: [[{ kind: "text", text: "one" }], [{ kind: "text", text: "two" }]] },
      { kind: "quote", children: [{ kind: "text", text: "Ride kind" }] },
      { kind: "rule" },
      { kind: "code", text: "<b>raw</b>" },
    ]);
  });

  it("ends a paragraph where a list or heading starts without a blank line", () => {
    expect(parseBlocks("Before\n- item\nAfter\n## Next").map((block) => block.kind)).toEqual(["paragraph", "list", "paragraph", "heading"]);
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
    expect(parseInline("[click](javascript:alert(1)) now")).toEqual([{ kind: "text", text: "click" }, { kind: "text", text: " now" }]);
    expect(parseInline("[Prices](/promo/auckland-go-pass)")).toEqual([{ kind: "link", href: "/promo/auckland-go-pass", children: [{ kind: "text", text: "Prices" }] }]);
    expect(parseInline("[x](//evil.example)")).toEqual([{ kind: "text", text: "x" }]);
  });

  it("leaves snake_case words and lone asterisks alone", () => {
    expect(parseInline("a snake_case_name and 5 * 3")).toEqual([{ kind: "text", text: "a snake_case_name and 5 * 3" }]);
  });
});
