import { slugify, splitSections } from "./sections";

describe("splitSections", () => {
  it("splits at level-two headings and gives each part an anchor", () => {
    const sections = splitSections("t.md", "## 1. The promoter\n\nRun by us.\n\n### Detail\n\nMore.\n\n## 2. Entry\n\n- one\n- two\n");
    expect(sections).toEqual([
      { id: "1-the-promoter", title: "1. The promoter", body: "Run by us.\n\n### Detail\n\nMore." },
      { id: "2-entry", title: "2. Entry", body: "- one\n- two" },
    ]);
  });

  it("refuses text before the first heading, empty sections and repeated anchors", () => {
    expect(() => splitSections("t.md", "Intro\n\n## A\n\nx")).toThrow("t.md: text before the first");
    expect(() => splitSections("t.md", "## A\n\n## B\n\nx")).toThrow('section "A" is empty');
    expect(() => splitSections("t.md", "## Prizes\n\nx\n\n## Prizes!\n\ny")).toThrow('share the anchor "prizes"');
    expect(() => splitSections("t.md", "no headings")).toThrow();
  });
});

describe("slugify", () => {
  it("drops accents and punctuation", () => {
    expect(slugify("Ōtepoti & Tāmaki Makaurau")).toBe("otepoti-tamaki-makaurau");
  });
});
