import { readText } from "@/lib/content/files";
import { isoFromLongDate, parseLegal, withContacts } from "./legal";

describe("isoFromLongDate", () => {
  it.each([
    ["30 January 2023", "2023-01-30"],
    ["1 march 2024", "2024-03-01"],
    ["May 2019", "2019-05"],
    ["31 February 2023", null],
    ["Smarch 2019", null],
    ["2023-01-30", null],
  ])("%s → %s", (text, iso) => {
    expect(isoFromLongDate(text)).toBe(iso);
  });
});

describe("parseLegal", () => {
  const sample = [
    "**Last updated: 30 January 2023**",
    "",
    "These terms apply.",
    "",
    "## 1. Fees",
    "",
    "1.1 Pay **NZD 50**.",
    "",
    "```",
    "## not a heading",
    "```",
    "",
    "## 2. Notices",
    "Write to us.",
    "## Notices",
    "Again.",
  ].join("\n");

  it("splits the intro, the date and each section with a slug id", () => {
    expect(parseLegal("x.md", sample)).toEqual({
      lastUpdated: { text: "30 January 2023", iso: "2023-01-30" },
      intro: "These terms apply.",
      sections: [
        { id: "fees", heading: "1. Fees", title: "Fees", body: "1.1 Pay **NZD 50**.\n\n```\n## not a heading\n```" },
        { id: "notices", heading: "2. Notices", title: "Notices", body: "Write to us." },
        { id: "notices-2", heading: "Notices", title: "Notices", body: "Again." },
      ],
    });
  });

  it("names the file when the text lacks its date or sections", () => {
    expect(() => parseLegal("content/legal/x.md", "## 1. Fees\n\nPay.")).toThrow('content/legal/x.md: missing the bold "Last updated: …" line');
    expect(() => parseLegal("content/legal/x.md", "**Last updated: May 2019**\n\nNo sections.")).toThrow("content/legal/x.md: no");
    expect(() => parseLegal("content/legal/x.md", "**Last updated: soon**\n\n## A\n")).toThrow('date "soon"');
  });
});

describe("the Terms of Service", () => {
  const terms = parseLegal("content/legal/terms.md", readText("legal/terms.md"));
  const section = (title: string) => {
    const found = terms.sections.find((candidate) => candidate.title === title);
    if (!found) throw new Error(`no section "${title}"`);
    return found.body;
  };

  it("were last updated on 30 January 2023", () => {
    expect(terms.lastUpdated).toEqual({ text: "30 January 2023", iso: "2023-01-30" });
  });

  it("are numbered 1, 2, 3 … and include every section the spec requires, in order", () => {
    expect(terms.sections.map((s) => s.heading)).toEqual(terms.sections.map((s, index) => `${index + 1}. ${s.title}`));
    const required = [
      "Fees", "Intellectual Property", "Assumption of Risk", "Limited Liability", "Group Rides", "Subscriptions",
      "Privacy Policy", "Suspension and Termination", "Dispute Resolution", "Feedback", "Notices",
    ];
    const titles = terms.sections.map((s) => s.title);
    expect(titles).toEqual(expect.arrayContaining(required));
    expect(required.map((title) => titles.indexOf(title))).toEqual([...required.map((title) => titles.indexOf(title))].sort((a, b) => a - b));
  });

  it.each([
    ["Fees", ["up to NZD 50", "up to NZD 450", "NZD 25", "within 7 days", "10% per annum above the Official Cash Rate", "within 30 days"]],
    ["Limited Liability", ["amounts you paid us in the 12 months before", "NZD 100"]],
    ["Dispute Resolution", ["10 working days", "2 working days"]],
    ["Subscriptions", ["30 days' notice"]],
    ["Group Rides", ["up to 5 scooters"]],
    ["Definitions", ["4-digit"]],
    ["Eligibility", ["18 years of age", "aged 12 or over", "3 years", "7 years", "no more than 2 minor", "no more than 1 accident"]],
    ["Promotions and Codes", ["12 months"]],
    ["Using a Vehicle", ["24 hours"]],
    ["Lost, Stolen or Damaged Vehicles", ["48 hours"]],
  ])("state the figures of %s in that section", (title, figures) => {
    const body = section(title).replace(/\*\*/g, "");
    for (const figure of figures) expect(body).toContain(figure);
  });

  it("give every section a unique id", () => {
    const ids = terms.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("fees");
    expect(ids).toContain("dispute-resolution");
  });
});

describe("the Privacy Policy", () => {
  const privacy = parseLegal("content/legal/privacy.md", readText("legal/privacy.md"));

  it("was last updated in May 2019", () => {
    expect(privacy.lastUpdated).toEqual({ text: "May 2019", iso: "2019-05" });
  });

  it("has the spec's fourteen sections in order, none empty", () => {
    expect(privacy.sections.map((s) => s.heading)).toEqual([
      "Introduction", "Changes", "Collection sources", "Information collected", "Use", "Disclosure", "Retention",
      "Protection", "Links", "Access and correction", "Minors", "Transfer", "Assignment", "Contact",
    ]);
    for (const s of privacy.sections) expect(s.body.length).toBeGreaterThan(100);
  });
});

describe("each market's addresses in the legal texts", () => {
  const nz = { email: "hello@flamingoscooters.co.nz", privacyEmail: "privacy@flamingoscooters.co.nz" };
  const au = { email: "hello@flamingoscooters.com.au", privacyEmail: "privacy@flamingoscooters.com.au" };
  const all = (document: ReturnType<typeof parseLegal>) => [document.intro, ...document.sections.map((section) => section.body)].join("\n");

  it.each(["terms", "privacy"])("%s names no market's address itself, only placeholders the market fills in", (name) => {
    const raw = readText(`legal/${name}.md`);
    expect(raw).not.toMatch(/@flamingoscooters\./);
    expect(raw).toMatch(/\{(email|privacyEmail)\}/);
    const document = parseLegal(`content/legal/${name}.md`, raw);
    const inAu = all(withContacts(name, document, au));
    expect(inAu).toContain("@flamingoscooters.com.au");
    expect(inAu).not.toContain("flamingoscooters.co.nz");
    expect(inAu).not.toMatch(/\{\w+\}/);
    expect(all(withContacts(name, document, nz))).not.toContain("flamingoscooters.com.au");
  });

  it("refuses a placeholder it does not know, naming the file", () => {
    const document = parseLegal("x.md", "**Last updated: May 2019**\n\n## Contact\n\nWrite to {emial}.");
    expect(() => withContacts("content/legal/x.md", document, nz)).toThrow("content/legal/x.md: unknown placeholder {emial}");
  });
});
